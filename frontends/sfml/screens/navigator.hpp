// Screen changes asked for during a frame, applied by the App between
// frames (a screen may replace itself without pulling the floor from under
// its own feet).
#pragma once

#include <memory>
#include <vector>

#include "screens/screen.hpp"

namespace tabula::gui {

class Navigator {
 public:
  void push(std::unique_ptr<Screen> s) { ops_.push_back({Op::Push, std::move(s)}); }
  void pop() { ops_.push_back({Op::Pop, nullptr}); }
  // Closes every screen and opens `s`.
  void reset(std::unique_ptr<Screen> s) { ops_.push_back({Op::Reset, std::move(s)}); }
  void quit() { ops_.push_back({Op::Quit, nullptr}); }

  // Applies the queued changes; false when the program should end.
  bool apply(std::vector<std::unique_ptr<Screen>>& stack) {
    bool running = true;
    auto ops = std::move(ops_);
    ops_.clear();
    for (auto& op : ops) {
      switch (op.kind) {
        case Op::Push:
          stack.push_back(std::move(op.screen));
          break;
        case Op::Pop:
          if (!stack.empty()) stack.pop_back();
          break;
        case Op::Reset:
          // Close from the top down: overlays may refer to the screens below.
          while (!stack.empty()) stack.pop_back();
          stack.push_back(std::move(op.screen));
          break;
        case Op::Quit:
          running = false;
          break;
      }
    }
    return running && !stack.empty();
  }

 private:
  struct Pending {
    enum class Kind { Push, Pop, Reset, Quit } kind;
    std::unique_ptr<Screen> screen;
  };
  using Op = Pending::Kind;
  std::vector<Pending> ops_;
};

}  // namespace tabula::gui
