// A WebSocket client for the server's protocol (the `host`, `join` and load
// test clients): connect, send JSON text, and be told of every message and
// of the end. Runs on the caller's io_context; not thread-safe.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>

#include <boost/asio/io_context.hpp>

namespace tabula::server {

// ws://HOST:PORT[/PATH] in parts; nullopt with `error` for anything else.
struct WsUrl {
  std::string host;
  std::string port;
  std::string path = "/";
};
[[nodiscard]] std::optional<WsUrl> parse_ws_url(const std::string& url, std::string* error);

class WsClient {
 public:
  struct Handlers {
    std::function<void()> open;
    std::function<void(std::string text)> message;
    std::function<void(const std::string& why)> closed;  // once, after open or a failed connect
  };

  WsClient(boost::asio::io_context& io, Handlers handlers);
  ~WsClient();
  WsClient(const WsClient&) = delete;
  WsClient& operator=(const WsClient&) = delete;

  void connect(const WsUrl& url);
  void send(std::string text);
  void close();

 private:
  struct Impl;
  std::shared_ptr<Impl> impl_;
};

}  // namespace tabula::server
