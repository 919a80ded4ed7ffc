// One client's WebSocket on the server: the handshake, a read loop that
// hands each message to the hub, and a queue of messages to write.
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <string>

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

namespace tabula::server {

// What a connection tells the server it belongs to.
class ConnectionHub {
 public:
  virtual ~ConnectionHub() = default;
  virtual void connection_open(std::uint64_t id, const std::string& address) = 0;
  virtual void connection_message(std::uint64_t id, std::string_view text) = 0;
  virtual void connection_closed(std::uint64_t id) = 0;
};

class WsConnection : public std::enable_shared_from_this<WsConnection> {
 public:
  // A slow reader whose queue passes this is dropped.
  static constexpr std::size_t kMaxQueuedBytes = 16u << 20;

  WsConnection(boost::asio::ip::tcp::socket&& socket, std::uint64_t id, std::size_t max_message,
               ConnectionHub& hub);
  void start();
  void send(std::shared_ptr<const std::string> text);
  // Closes after the messages queued so far, telling the client `reason`.
  void close(const std::string& reason);

 private:
  void on_accept(boost::beast::error_code ec);
  void read();
  void on_read(boost::beast::error_code ec, std::size_t bytes);
  void write();
  void on_write(boost::beast::error_code ec, std::size_t bytes);
  void finish();

  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
  boost::beast::flat_buffer buffer_;
  std::uint64_t id_;
  std::size_t max_message_;
  ConnectionHub& hub_;
  std::string address_;
  std::deque<std::shared_ptr<const std::string>> queue_;
  std::size_t queued_bytes_ = 0;
  bool open_ = false;     // the hub knows it
  bool closing_ = false;  // close once the queue is written
  std::string close_reason_;
};

}  // namespace tabula::server
