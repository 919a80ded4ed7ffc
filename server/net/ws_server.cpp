#include "net/ws_server.hpp"

#include <csignal>
#include <map>

#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>

#include "net/ws_connection.hpp"

namespace tabula::server {

namespace {

namespace net = boost::asio;
using tcp = net::ip::tcp;

// The server: accepts connections, routes them to the lobby, and is the
// lobby's way out to them (Outbox). Everything runs on the io thread.
class WsServer final : public ConnectionHub, public Outbox {
 public:
  WsServer(net::io_context& io, const LobbyConfig& config)
      : io_(io), acceptor_(io), timer_(io), lobby_(config, *this) {}

  bool listen(const std::string& bind, unsigned short port, std::string* error) {
    boost::system::error_code ec;
    const auto address = net::ip::make_address(bind, ec);
    if (ec) {
      *error = "cannot read the address '" + bind + "': " + ec.message();
      return false;
    }
    const tcp::endpoint endpoint(address, port);
    acceptor_.open(endpoint.protocol(), ec);
    if (!ec) acceptor_.set_option(net::socket_base::reuse_address(true), ec);
    if (!ec) acceptor_.bind(endpoint, ec);
    if (!ec) acceptor_.listen(net::socket_base::max_listen_connections, ec);
    if (ec) *error = "cannot listen on " + bind + ":" + std::to_string(port) + ": " + ec.message();
    return !ec;
  }

  [[nodiscard]] unsigned short port() const { return acceptor_.local_endpoint().port(); }
  [[nodiscard]] Lobby& lobby() { return lobby_; }

  void start() {
    accept();
    schedule_expiry();
  }

  void stop() {
    boost::system::error_code ignored;
    acceptor_.close(ignored);
    timer_.cancel();
    for (auto& [id, conn] : conns_)
      if (auto c = conn.lock()) c->close("the server is shutting down");
    lobby_.flush();
  }

  // --- ConnectionHub -----------------------------------------------------------------
  void connection_open(std::uint64_t id, const std::string& address) override {
    lobby_.open(id, address);
    if (static_cast<int>(lobby_.connection_count()) > lobby_.limits().max_connections)
      close(id, "the server is full");
  }
  void connection_message(std::uint64_t id, std::string_view text) override {
    lobby_.message(id, text);
  }
  void connection_closed(std::uint64_t id) override {
    lobby_.closed(id);
    conns_.erase(id);
  }

  // --- Outbox -------------------------------------------------------------------------
  void send(ConnId conn, std::string text) override {
    const auto it = conns_.find(conn);
    if (it == conns_.end()) return;
    if (auto c = it->second.lock()) c->send(std::make_shared<const std::string>(std::move(text)));
  }
  void close(ConnId conn, const std::string& reason) override {
    const auto it = conns_.find(conn);
    if (it == conns_.end()) return;
    if (auto c = it->second.lock()) c->close(reason);
  }
  void post(std::function<void()> task) override { net::post(io_, std::move(task)); }

 private:
  void accept() {
    acceptor_.async_accept([this](boost::system::error_code ec, tcp::socket socket) {
      if (ec == net::error::operation_aborted || !acceptor_.is_open()) return;
      if (!ec) {
        const std::uint64_t id = ++next_id_;
        auto conn = std::make_shared<WsConnection>(std::move(socket), id,
                                                   lobby_.limits().max_message, *this);
        conns_[id] = conn;
        conn->start();
      }
      accept();
    });
  }

  void schedule_expiry() {
    timer_.expires_after(std::chrono::seconds(30));
    timer_.async_wait([this](boost::system::error_code ec) {
      if (ec) return;
      lobby_.expire();
      schedule_expiry();
    });
  }

  net::io_context& io_;
  tcp::acceptor acceptor_;
  net::steady_timer timer_;
  std::map<std::uint64_t, std::weak_ptr<WsConnection>> conns_;
  std::uint64_t next_id_ = 0;
  Lobby lobby_;  // last: gone before the connections' map and the timer
};

}  // namespace

int serve(const ServeOptions& options, std::ostream& out, std::ostream& err) {
  net::io_context io(1);
  WsServer server(io, options.lobby);
  std::string error;
  if (!server.listen(options.bind, options.port, &error)) {
    err << "tabula serve: " << error << '\n';
    return 1;
  }
  const int resumed = server.lobby().resume_tables(err);
  out << "listening on " << options.bind << ':' << server.port() << std::endl;
  if (resumed > 0) out << "resumed " << resumed << " tables" << std::endl;
  net::signal_set signals(io, SIGTERM, SIGINT);
  signals.async_wait([&](boost::system::error_code, int) {
    server.stop();
    io.stop();
  });
  std::signal(SIGPIPE, SIG_IGN);
  server.start();
  io.run();
  server.lobby().flush();
  return 0;
}

}  // namespace tabula::server
