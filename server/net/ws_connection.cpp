#include "net/ws_connection.hpp"

#include <chrono>

namespace tabula::server {

namespace beast = boost::beast;
namespace websocket = beast::websocket;

WsConnection::WsConnection(boost::asio::ip::tcp::socket&& socket, std::uint64_t id,
                           std::size_t max_message, ConnectionHub& hub)
    : ws_(std::move(socket)), id_(id), max_message_(max_message), hub_(hub) {}

void WsConnection::start() {
  beast::error_code ec;
  const auto remote = beast::get_lowest_layer(ws_).socket().remote_endpoint(ec);
  address_ = ec ? "unknown" : remote.address().to_string();
  // Small messages go out at once: Nagle's delay would add tens of
  // milliseconds to every choice's round trip.
  beast::get_lowest_layer(ws_).socket().set_option(boost::asio::ip::tcp::no_delay(true), ec);
  // Handshakes must be quick; a silent peer is pinged and dropped if it
  // does not answer (a client that vanished without closing).
  websocket::stream_base::timeout timeout{};
  timeout.handshake_timeout = std::chrono::seconds(10);
  timeout.idle_timeout = std::chrono::seconds(60);
  timeout.keep_alive_pings = true;
  ws_.set_option(timeout);
  ws_.read_message_max(max_message_);
  ws_.set_option(websocket::stream_base::decorator(
      [](websocket::response_type& res) { res.set(beast::http::field::server, "tabula"); }));
  ws_.async_accept(beast::bind_front_handler(&WsConnection::on_accept, shared_from_this()));
}

void WsConnection::on_accept(beast::error_code ec) {
  if (ec) return;  // not a WebSocket client: nothing was opened
  open_ = true;
  hub_.connection_open(id_, address_);
  read();
}

void WsConnection::read() {
  ws_.async_read(buffer_, beast::bind_front_handler(&WsConnection::on_read, shared_from_this()));
}

void WsConnection::on_read(beast::error_code ec, std::size_t) {
  if (ec) {
    // Too long a message, a closed socket, a timeout: the connection ends
    // (Beast has told a client that sent too much, with close code 1009).
    finish();
    return;
  }
  const auto data = buffer_.data();
  hub_.connection_message(id_,
                          std::string_view(static_cast<const char*>(data.data()), data.size()));
  buffer_.consume(buffer_.size());
  if (!closing_) read();
}

void WsConnection::send(std::shared_ptr<const std::string> text) {
  if (!open_ || closing_) return;
  queued_bytes_ += text->size();
  queue_.push_back(std::move(text));
  if (queued_bytes_ > kMaxQueuedBytes) {
    queue_.clear();
    queued_bytes_ = 0;
    close("too slow: messages piled up unread");
    return;
  }
  if (queue_.size() == 1) write();
}

void WsConnection::close(const std::string& reason) {
  if (closing_ || !open_) return;
  closing_ = true;
  close_reason_ = reason.substr(0, 120);  // a close frame's reason is short
  if (queue_.empty()) write();
}

void WsConnection::write() {
  if (queue_.empty()) {
    if (closing_)
      ws_.async_close(websocket::close_reason(websocket::close_code::policy_error, close_reason_),
                      [self = shared_from_this()](beast::error_code) { self->finish(); });
    return;
  }
  ws_.text(true);
  ws_.async_write(boost::asio::buffer(*queue_.front()),
                  beast::bind_front_handler(&WsConnection::on_write, shared_from_this()));
}

void WsConnection::on_write(beast::error_code ec, std::size_t) {
  if (ec) {
    finish();
    return;
  }
  queued_bytes_ -= queue_.front()->size();
  queue_.pop_front();
  if (!queue_.empty() || closing_) write();
}

void WsConnection::finish() {
  if (!open_) return;
  open_ = false;
  queue_.clear();
  beast::error_code ignored;
  beast::get_lowest_layer(ws_).socket().close(ignored);
  hub_.connection_closed(id_);
}

}  // namespace tabula::server
