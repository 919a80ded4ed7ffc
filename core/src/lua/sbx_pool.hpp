// Small blocks for the sandbox's allocator. Most Lua objects are small and
// short-lived (tables, closures, the strings of a log line), and malloc's
// bookkeeping for them cost about a tenth of all script time. Blocks of up to
// kMax bytes come from size classes 16 bytes apart, carved from 64 KiB chunks
// and kept on a free list per class; the chunks go back to malloc when the
// pool ends (after lua_close). Not thread-safe: a state runs on one thread
// at a time. The memory cap still counts the sizes Lua asks for.
#pragma once

#include <cstddef>

namespace tabula::lua {

class SbxPool {
 public:
  static constexpr std::size_t kMax = 256;

  SbxPool() = default;
  SbxPool(const SbxPool&) = delete;
  SbxPool& operator=(const SbxPool&) = delete;
  ~SbxPool();

  // A block for n bytes (1 to kMax), or nullptr when malloc refuses a chunk.
  void* take(std::size_t n);
  // Gives back a block taken for n bytes (or for any size of the same class).
  void give(void* block, std::size_t n);
  // Whether blocks for a and b bytes (both at most kMax) are of one class.
  [[nodiscard]] static bool same_class(std::size_t a, std::size_t b) {
    return class_of(a) == class_of(b);
  }

 private:
  static constexpr std::size_t kStep = 16, kChunk = 64u << 10;
  struct Free {
    Free* next;
  };
  [[nodiscard]] static std::size_t class_of(std::size_t n) { return (n - 1) / kStep; }
  void* carve(std::size_t size);

  Free* free_[kMax / kStep] = {};
  void* chunks_ = nullptr;  // the newest chunk; each begins with a pointer to the one before
  char* next_ = nullptr;    // the unused rest of the newest chunk
  std::size_t left_ = 0;
};

}  // namespace tabula::lua
