#include "net/ws_client.hpp"

#include <deque>

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

namespace tabula::server {

namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;

std::optional<WsUrl> parse_ws_url(const std::string& url, std::string* error) {
  const std::string scheme = "ws://";
  if (url.rfind(scheme, 0) != 0) {
    *error = "the server address must start with ws:// (not '" + url + "')";
    return std::nullopt;
  }
  const std::string rest = url.substr(scheme.size());
  const std::size_t slash = rest.find('/');
  const std::string authority = rest.substr(0, slash);
  WsUrl out;
  if (slash != std::string::npos) out.path = rest.substr(slash);
  const std::size_t colon = authority.rfind(':');
  if (colon == std::string::npos || colon == 0 || colon + 1 == authority.size() ||
      authority.find_first_not_of("0123456789", colon + 1) != std::string::npos) {
    *error = "the server address needs a host and a port: ws://HOST:PORT (not '" + url + "')";
    return std::nullopt;
  }
  out.host = authority.substr(0, colon);
  out.port = authority.substr(colon + 1);
  if (out.host.size() > 2 && out.host.front() == '[' && out.host.back() == ']')
    out.host = out.host.substr(1, out.host.size() - 2);  // [::1]
  return out;
}

struct WsClient::Impl : std::enable_shared_from_this<Impl> {
  Impl(net::io_context& io, Handlers h) : resolver(io), ws(io), handlers(std::move(h)) {}

  void connect(const WsUrl& url) {
    host = url.host + ':' + url.port;
    path = url.path;
    resolver.async_resolve(
        url.host, url.port,
        [self = shared_from_this()](beast::error_code ec, tcp::resolver::results_type results) {
          if (ec) return self->end("cannot find the server: " + ec.message());
          self->on_resolve(results);
        });
  }

  void on_resolve(const tcp::resolver::results_type& results) {
    beast::get_lowest_layer(ws).expires_after(std::chrono::seconds(10));
    beast::get_lowest_layer(ws).async_connect(
        results, [self = shared_from_this()](beast::error_code ec, const tcp::endpoint&) {
          if (ec) return self->end("cannot connect: " + ec.message());
          self->on_connect();
        });
  }

  void on_connect() {
    beast::get_lowest_layer(ws).expires_never();
    beast::error_code ignored;  // no Nagle delay on small messages
    beast::get_lowest_layer(ws).socket().set_option(tcp::no_delay(true), ignored);
    websocket::stream_base::timeout timeout =
        websocket::stream_base::timeout::suggested(beast::role_type::client);
    timeout.idle_timeout = std::chrono::seconds(60);
    timeout.keep_alive_pings = true;
    ws.set_option(timeout);
    ws.read_message_max(64u << 20);
    ws.async_handshake(host, path, [self = shared_from_this()](beast::error_code ec) {
      if (ec) return self->end("the WebSocket handshake failed: " + ec.message());
      self->open = true;
      if (self->handlers.open) self->handlers.open();
      self->flush();
      self->read();
    });
  }

  void read() {
    ws.async_read(buffer, [self = shared_from_this()](beast::error_code ec, std::size_t) {
      if (ec == websocket::error::closed)
        return self->end("closed by the server: " + std::string(self->ws.reason().reason.c_str()));
      if (ec) return self->end(ec.message());
      std::string text = beast::buffers_to_string(self->buffer.data());
      self->buffer.consume(self->buffer.size());
      if (self->handlers.message) self->handlers.message(std::move(text));
      if (!self->ended) self->read();
    });
  }

  void send(std::string text) {
    if (ended) return;
    queue.push_back(std::move(text));
    if (open && queue.size() == 1) flush();
  }

  void flush() {
    if (queue.empty() || ended || writing) return;
    writing = true;
    ws.text(true);
    ws.async_write(net::buffer(queue.front()),
                   [self = shared_from_this()](beast::error_code ec, std::size_t) {
                     self->writing = false;
                     if (ec) return self->end("cannot send: " + ec.message());
                     self->queue.pop_front();
                     self->flush();
                   });
  }

  void close() {
    if (ended) return;
    if (!open) return end("closed");
    ws.async_close(websocket::close_code::normal,
                   [self = shared_from_this()](beast::error_code) { self->end("closed"); });
  }

  void end(const std::string& why) {
    if (ended) return;
    ended = true;
    beast::error_code ignored;
    beast::get_lowest_layer(ws).socket().close(ignored);
    if (handlers.closed) handlers.closed(why);
  }

  tcp::resolver resolver;
  websocket::stream<beast::tcp_stream> ws;
  beast::flat_buffer buffer;
  Handlers handlers;
  std::string host, path;
  std::deque<std::string> queue;
  bool open = false, writing = false, ended = false;
};

WsClient::WsClient(net::io_context& io, Handlers handlers)
    : impl_(std::make_shared<Impl>(io, std::move(handlers))) {}

WsClient::~WsClient() {
  impl_->handlers = {};  // nobody to tell any more
  impl_->end("gone");
}

void WsClient::connect(const WsUrl& url) {
  impl_->connect(url);
}

void WsClient::send(std::string text) {
  impl_->send(std::move(text));
}

void WsClient::close() {
  impl_->close();
}

}  // namespace tabula::server
