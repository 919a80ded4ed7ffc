// Which upvalues of a function its code may assign, read from its bytecode
// (lua_dump, Lua 5.4 format). A function kept after loading shares its
// upvalues with every game that later runs it; those that some code can
// still assign (the instruction SETUPVAL, in the function itself or in a
// function nested in it that reaches the upvalue through its own upvalues)
// are the only ones a game can change, so only they are watched after each
// step (sbx_freeze.cpp). Nothing here calls Lua once the dump is taken.
#include <cstdint>
#include <string>
#include <vector>

#include "lua/sbx_internal.hpp"

namespace tabula::lua {

namespace {

// Lua 5.4 bytecode: 7 bits of opcode, then A (8 bits), k (1), B (8), C (8).
constexpr unsigned sbx_op_setupval = 10;  // UpValue[B] := R[A]
constexpr int sbx_abs_lineinfo = -0x80;   // lineinfo entry that says "see abslineinfo"

struct SbxReader {
  const unsigned char* p;
  const unsigned char* end;
  bool ok = true;

  unsigned byte() {
    if (p >= end) {
      ok = false;
      return 0;
    }
    return *p++;
  }
  void skip(std::size_t n) {
    if (static_cast<std::size_t>(end - p) < n) {
      ok = false;
      p = end;
      return;
    }
    p += n;
  }
  // The dump's variable-length sizes: 7 bits a byte, the last byte marked.
  std::size_t size() {
    std::size_t x = 0;
    for (int i = 0; i < 10 && ok; ++i) {
      const unsigned b = byte();
      x = (x << 7) | (b & 0x7fu);
      if (b & 0x80u) return x;
    }
    ok = false;
    return 0;
  }
  void skipstring() {
    const std::size_t n = size();
    if (n > 0) skip(n - 1);
  }
};

// Lua 5.4's constant tags.
constexpr unsigned sbx_tnumflt = 0x13, sbx_tnumint = 0x03, sbx_tshrstr = 0x04, sbx_tlngstr = 0x14;

void sbx_skipconstants(SbxReader& r) {
  const std::size_t n = r.size();
  for (std::size_t i = 0; i < n && r.ok; ++i) {
    const unsigned tag = r.byte();
    if (tag == sbx_tnumflt || tag == sbx_tnumint) r.skip(8);
    if (tag == sbx_tshrstr || tag == sbx_tlngstr) r.skipstring();
  }
}

// The line of instruction `pc`: the nearest absolute line at or before it,
// plus the deltas of the instructions after that one.
int sbx_line(const signed char* lineinfo, std::size_t nlines, const int* abs, std::size_t nabs,
             int linedefined, std::size_t pc) {
  int line = linedefined;
  std::size_t from = 0;
  for (std::size_t i = 0; i < nabs; ++i) {
    if (static_cast<std::size_t>(abs[2 * i]) > pc) break;
    line = abs[2 * i + 1];
    from = static_cast<std::size_t>(abs[2 * i]) + 1;
  }
  for (std::size_t i = from; i <= pc && i < nlines; ++i)
    if (lineinfo[i] != sbx_abs_lineinfo) line += lineinfo[i];
  return line;
}

// Reads one function of the dump. `outer[u]` says which upvalue of the
// analysed closure the enclosing function's upvalue u is (-1: none, a local
// of some call). Records in lines[] the first line that assigns each.
void sbx_readfunction(SbxReader& r, const int* outer, bool root, int* lines) {
  r.skipstring();  // source
  const int linedefined = static_cast<int>(r.size());
  r.size();   // lastlinedefined
  r.skip(3);  // numparams, is_vararg, maxstacksize
  const std::size_t ncode = r.size();
  const unsigned char* code = r.p;
  r.skip(ncode * 4);
  sbx_skipconstants(r);
  int map[256];
  const std::size_t nup = r.size();
  for (std::size_t u = 0; u < nup && r.ok; ++u) {
    const unsigned instack = r.byte();
    const unsigned idx = r.byte();
    r.byte();  // kind
    if (u < 256) map[u] = root ? static_cast<int>(u) : instack || idx >= 256 ? -1 : outer[idx];
  }
  const std::size_t nprotos = r.size();
  for (std::size_t i = 0; i < nprotos && r.ok; ++i) sbx_readfunction(r, map, false, lines);
  const std::size_t nlines = r.size();
  const auto* lineinfo = reinterpret_cast<const signed char*>(r.p);
  r.skip(nlines);
  std::vector<int> abs;  // pairs: pc, line
  const std::size_t nabs = r.size();
  for (std::size_t i = 0; i < nabs && r.ok; ++i) {
    abs.push_back(static_cast<int>(r.size()));
    abs.push_back(static_cast<int>(r.size()));
  }
  const std::size_t nlocals = r.size();
  for (std::size_t i = 0; i < nlocals && r.ok; ++i) {
    r.skipstring();
    r.size();
    r.size();
  }
  const std::size_t nnames = r.size();
  for (std::size_t i = 0; i < nnames && r.ok; ++i) r.skipstring();
  if (!r.ok) return;
  for (std::size_t pc = 0; pc < ncode; ++pc) {
    const std::uint32_t ins = static_cast<std::uint32_t>(code[4 * pc]) |
                              static_cast<std::uint32_t>(code[4 * pc + 1]) << 8 |
                              static_cast<std::uint32_t>(code[4 * pc + 2]) << 16 |
                              static_cast<std::uint32_t>(code[4 * pc + 3]) << 24;
    if ((ins & 0x7fu) != sbx_op_setupval) continue;
    const unsigned b = (ins >> 16) & 0xffu;
    const int target = b < nup && b < 256 ? map[b] : -1;
    if (target >= 0 && lines[target] == 0)
      lines[target] = sbx_line(lineinfo, nlines, abs.data(), abs.size() / 2, linedefined, pc);
  }
}

int sbx_writer(lua_State*, const void* p, std::size_t size, void* ud) {
  static_cast<std::string*>(ud)->append(static_cast<const char*>(p), size);
  return 0;
}

// The header lua_dump writes: signature, version 5.4, format 0, check data,
// sizes of Instruction, lua_Integer and lua_Number, a test integer and float.
constexpr std::size_t sbx_headersize = 4 + 1 + 1 + 6 + 3 + 8 + 8;

}  // namespace

int sbx_assignedupvalues(lua_State* L, int idx, int lines[256]) {
  std::string dump;
  lua_pushvalue(L, idx);
  const int failed = lua_dump(L, sbx_writer, &dump, 0);
  lua_pop(L, 1);
  for (int i = 0; i < 256; ++i) lines[i] = 0;
  if (failed || dump.size() < sbx_headersize + 1 || dump[4] != 0x54 || dump[5] != 0) return -1;
  SbxReader r{reinterpret_cast<const unsigned char*>(dump.data()) + sbx_headersize,
              reinterpret_cast<const unsigned char*>(dump.data()) + dump.size()};
  const unsigned nup = r.byte();
  sbx_readfunction(r, nullptr, true, lines);
  return r.ok ? static_cast<int>(nup) : -1;
}

}  // namespace tabula::lua
