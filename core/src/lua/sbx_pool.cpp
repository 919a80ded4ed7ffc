#include "lua/sbx_pool.hpp"

#include <cstdlib>

namespace tabula::lua {

namespace {

// The chunk's link to the one before, padded so that blocks stay 16-aligned.
constexpr std::size_t kLink = 16;

}  // namespace

SbxPool::~SbxPool() {
  while (chunks_) {
    void* before = *static_cast<void**>(chunks_);
    std::free(chunks_);
    chunks_ = before;
  }
}

void* SbxPool::take(std::size_t n) {
  const std::size_t k = class_of(n);
  if (Free* f = free_[k]) {
    free_[k] = f->next;
    return f;
  }
  return carve((k + 1) * kStep);
}

void SbxPool::give(void* block, std::size_t n) {
  const std::size_t k = class_of(n);
  auto* f = static_cast<Free*>(block);
  f->next = free_[k];
  free_[k] = f;
}

void* SbxPool::carve(std::size_t size) {
  if (left_ < size) {
    // The rest of the old chunk (less than one block) stays unused.
    void* chunk = std::malloc(kChunk);
    if (!chunk) return nullptr;
    *static_cast<void**>(chunk) = chunks_;
    chunks_ = chunk;
    next_ = static_cast<char*>(chunk) + kLink;
    left_ = kChunk - kLink;
  }
  void* block = next_;
  next_ += size;
  left_ -= size;
  return block;
}

}  // namespace tabula::lua
