#include "online/server_connection.hpp"

#include <algorithm>
#include <chrono>

#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>

namespace tabula::gui {

ServerConnection::ServerConnection(std::string url)
    : url_(std::move(url)), work_(boost::asio::make_work_guard(io_)) {
  boost::asio::post(io_, [this] { open(); });
  thread_ = std::thread([this] { io_.run(); });
}

ServerConnection::~ServerConnection() {
  boost::asio::post(io_, [this] {
    if (ws_) ws_->close();
    ws_.reset();
    io_.stop();
  });
  thread_.join();
}

void ServerConnection::push(Incoming in) {
  std::lock_guard<std::mutex> lock(mutex_);
  inbox_.push_back(std::move(in));
}

void ServerConnection::open() {
  std::string error;
  const auto url = server::parse_ws_url(url_, &error);
  if (!url) return push({Incoming::Kind::Closed, {}, error});
  server::WsClient::Handlers h;
  h.open = [this] {
    attempts_ = 0;
    push({Incoming::Kind::Opened, {}, ""});
  };
  h.message = [this](std::string text) {
    nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
    if (j.is_object()) push({Incoming::Kind::Message, std::move(j), ""});
  };
  h.closed = [this](const std::string& why) {
    ++attempts_;
    push({Incoming::Kind::Closed, {}, why});
  };
  ws_ = std::make_unique<server::WsClient>(io_, std::move(h));
  ws_->connect(*url);
}

void ServerConnection::send(const nlohmann::json& message) {
  boost::asio::post(io_, [this, text = message.dump()]() mutable {
    if (ws_) ws_->send(std::move(text));
  });
}

void ServerConnection::reconnect() {
  boost::asio::post(io_, [this] {
    const int shift = std::clamp(attempts_ - 1, 0, 4);
    auto timer =
        std::make_shared<boost::asio::steady_timer>(io_, std::chrono::milliseconds(500 << shift));
    timer->async_wait([this, timer](const boost::system::error_code& ec) {
      if (!ec) open();
    });
  });
}

std::vector<Incoming> ServerConnection::take() {
  std::lock_guard<std::mutex> lock(mutex_);
  std::vector<Incoming> out(std::make_move_iterator(inbox_.begin()),
                            std::make_move_iterator(inbox_.end()));
  inbox_.clear();
  return out;
}

}  // namespace tabula::gui
