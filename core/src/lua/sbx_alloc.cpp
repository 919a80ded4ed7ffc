// The capped allocator and the creation of a sandboxed state.
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "lua/sbx_internal.hpp"

namespace tabula::lua {

namespace {

// Allocated bytes charged to the instruction budget per instruction: copies
// and concatenations of big strings do a lot of work in one instruction.
constexpr std::size_t sbx_bytes_per_instruction = 64;

// Blocks of up to sbx_pooled bytes live in the pool, larger ones come from
// malloc: a block moves when a resize crosses that line. Under a sanitizer
// every block comes from malloc, so that it sees each use after a free.
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SBX_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(SBX_SANITIZED)
constexpr std::size_t sbx_pooled = 0;
#else
constexpr std::size_t sbx_pooled = SbxPool::kMax;
#endif

void sbx_release(SandboxState* s, void* ptr, std::size_t size) {
  if (size <= sbx_pooled)
    s->pool.give(ptr, size);
  else
    std::free(ptr);
}

// A block for nsize bytes holding the first `keep` bytes of ptr (which is
// released), or nullptr (ptr untouched).
void* sbx_move(SandboxState* s, void* ptr, std::size_t old, std::size_t nsize, std::size_t keep) {
  if (old > sbx_pooled && nsize > sbx_pooled) return std::realloc(ptr, nsize);
  if (old != 0 && old <= sbx_pooled && nsize <= sbx_pooled && SbxPool::same_class(old, nsize))
    return ptr;
  void* p = nsize <= sbx_pooled ? s->pool.take(nsize) : std::malloc(nsize);
  if (!p) return nullptr;
  if (old != 0) {
    std::memcpy(p, ptr, keep);
    sbx_release(s, ptr, old);
  }
  return p;
}

void sbx_free(SandboxState* s, void* ptr, std::size_t old) {
  sbx_release(s, ptr, old);
  s->used -= old;
}

// Lua requires that freeing and shrinking never fail: when no smaller block
// can be had, the old one stays (a pool block counted in a smaller class, or
// a malloc block that the pool keeps until the state ends).
void* sbx_shrink(SandboxState* s, void* ptr, std::size_t old, std::size_t nsize) {
  void* p = sbx_move(s, ptr, old, nsize, nsize);
  s->used -= old - nsize;
  return p ? p : ptr;
}

void* sbx_grow(SandboxState* s, void* ptr, std::size_t old, std::size_t nsize) {
  std::size_t more = nsize - old;
  if (!s->allow_over && !sbx_fits(s, more)) return nullptr;
  void* p = sbx_move(s, ptr, old, nsize, old);
  if (!p) return nullptr;
  s->used += more;
  s->budget_left -= static_cast<std::int64_t>(more / sbx_bytes_per_instruction);
  return p;
}

void* sbx_alloc(void* ud, void* ptr, std::size_t osize, std::size_t nsize) {
  auto* s = static_cast<SandboxState*>(ud);
  std::size_t old = ptr ? osize : 0;  // without ptr, osize is a type tag
  if (nsize == 0) {
    if (ptr) sbx_free(s, ptr, old);
    return nullptr;
  }
  if (nsize <= old) return sbx_shrink(s, ptr, old, nsize);
  return sbx_grow(s, ptr, old, nsize);
}

// Only reachable if the host calls Lua outside protected mode: a host bug.
int sbx_panic(lua_State* L) {
  const char* msg = lua_tostring(L, -1);
  std::fprintf(stderr, "tabula: unprotected Lua error: %s\n", msg ? msg : "(no message)");
  std::fflush(stderr);
  std::abort();
}

}  // namespace

lua_State* sbx_newstate(SandboxState* sandbox) {
  lua_State* L = lua_newstate(sbx_alloc, sandbox);
  if (!L) return nullptr;
  lua_atpanic(L, sbx_panic);
  *static_cast<SandboxState**>(lua_getextraspace(L)) = sandbox;
  // Protected, so that running out of memory here is an ordinary error.
  lua_pushcfunction(L, sbx_openenv);
  if (lua_pcall(L, 0, 0, 0) != LUA_OK) {
    lua_close(L);
    return nullptr;
  }
  return L;
}

bool sbx_fits(const SandboxState* s, std::size_t more) {
  const std::size_t limit = s->limits.memory_bytes;
  const std::size_t in_use = s->used + s->held;
  return in_use <= limit && more <= limit - in_use;
}

}  // namespace tabula::lua
