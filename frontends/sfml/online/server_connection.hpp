// A connection to a Tabula server (docs/protocol.md) for the window: the
// WebSocket runs in a thread of its own, so the frame loop never waits on
// the network. The frame thread sends JSON and, once per frame, takes what
// came in: messages, and the link opening or closing. A dropped link is
// opened again on request (reconnect), after a pause that grows with each
// failed attempt.
#pragma once

#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <nlohmann/json.hpp>

#include "net/ws_client.hpp"

namespace tabula::gui {

struct Incoming {
  enum class Kind { Opened, Message, Closed } kind = Kind::Message;
  nlohmann::json message;  // Message: the server's message
  std::string why;         // Closed: why the link dropped (or never opened)
};

class ServerConnection {
 public:
  // Connects to `url` (ws://HOST:PORT) at once; a bad address closes at once.
  explicit ServerConnection(std::string url);
  ~ServerConnection();
  ServerConnection(const ServerConnection&) = delete;
  ServerConnection& operator=(const ServerConnection&) = delete;

  [[nodiscard]] const std::string& url() const { return url_; }
  // Sends `message` (from the frame thread); dropped while the link is down.
  void send(const nlohmann::json& message);
  // Connects again after a pause: 0.5 s, doubling up to 8 s per attempt.
  void reconnect();
  // What came in since the last call, in order.
  [[nodiscard]] std::vector<Incoming> take();

 private:
  void open();  // on the network thread
  void push(Incoming in);

  std::string url_;
  boost::asio::io_context io_;
  boost::asio::executor_work_guard<boost::asio::io_context::executor_type> work_;
  std::unique_ptr<server::WsClient> ws_;  // touched on the network thread only
  int attempts_ = 0;                      // network thread: failed attempts in a row
  std::mutex mutex_;
  std::deque<Incoming> inbox_;
  std::thread thread_;  // last: it stops before what it uses goes
};

}  // namespace tabula::gui
