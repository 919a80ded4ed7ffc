#include "module/lib_requires.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <set>
#include <sstream>

namespace tabula::module {
namespace fs = std::filesystem;
namespace {

bool word_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
}

std::string read_text(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

// The literal name after `require` at `at` ("x", ("x"), 'x', [[x]]), or ""
// when what follows is not one.
std::string literal_after(const std::string& text, std::size_t at) {
  auto skip = [&] {
    while (at < text.size() && std::isspace(static_cast<unsigned char>(text[at]))) ++at;
  };
  skip();
  if (at < text.size() && text[at] == '(') {
    ++at;
    skip();
  }
  if (at >= text.size()) return "";
  std::string close(1, text[at]);
  if (text.compare(at, 2, "[[") == 0) {
    close = "]]";
    ++at;
  } else if (text[at] != '"' && text[at] != '\'') {
    return "";
  }
  const std::size_t end = text.find(close, at + 1);
  return end == std::string::npos ? "" : text.substr(at + 1, end - at - 1);
}

// Every .lua file under `dir` but those in tests/.
std::vector<fs::path> lua_files(const fs::path& dir) {
  std::vector<fs::path> out;
  std::error_code error;
  for (auto it = fs::recursive_directory_iterator(dir, error);
       it != fs::recursive_directory_iterator(); it.increment(error)) {
    const fs::path rel = it->path().lexically_relative(dir);
    if (it->is_directory(error) && rel == "tests") it.disable_recursion_pending();
    if (it->is_regular_file(error) && it->path().extension() == ".lua") out.push_back(it->path());
  }
  return out;
}

std::vector<std::string> every_lib_file(const fs::path& lib_dir) {
  std::vector<std::string> out;
  for (const fs::path& p : lua_files(lib_dir))
    out.push_back(p.lexically_relative(lib_dir).generic_string());
  std::sort(out.begin(), out.end());
  return out;
}

// The level of a long bracket opening at `at` ("[[" 0, "[==[" 2), or -1.
int long_bracket(const std::string& text, std::size_t at) {
  if (at >= text.size() || text[at] != '[') return -1;
  std::size_t i = at + 1;
  while (i < text.size() && text[i] == '=') ++i;
  return i < text.size() && text[i] == '[' ? static_cast<int>(i - at - 1) : -1;
}

// Where the long string or comment opened at `at` with `level` ends (just
// after its closing bracket).
std::size_t long_end(const std::string& text, std::size_t at, int level) {
  const std::string close = "]" + std::string(static_cast<std::size_t>(level), '=') + "]";
  const std::size_t end = text.find(close, at);
  return end == std::string::npos ? text.size() : end + close.size();
}

// The text without its comments (strings kept), so that a comment that
// mentions require counts for nothing.
std::string without_comments(const std::string& text) {
  std::string out;
  std::size_t at = 0;
  while (at < text.size()) {
    const char c = text[at];
    if (c == '-' && text.compare(at, 2, "--") == 0) {
      const int level = long_bracket(text, at + 2);
      at = level >= 0 ? long_end(text, at + 2, level) : text.find('\n', at);
      if (at == std::string::npos) break;
      out += ' ';
      continue;
    }
    std::size_t end = at + 1;
    if (c == '"' || c == '\'') {
      while (end < text.size() && text[end] != c && text[end] != '\n')
        end += text[end] == '\\' ? 2 : 1;
      end = std::min(end + 1, text.size());
    } else if (const int level = long_bracket(text, at); level >= 0) {
      end = long_end(text, at, level);
    }
    out.append(text, at, end - at);
    at = end;
  }
  return out;
}

}  // namespace

bool scan_requires(const std::string& source, std::vector<std::string>& names) {
  static const std::string kWord = "require";
  const std::string text = without_comments(source);
  bool literal = true;
  for (std::size_t at = text.find(kWord); at != std::string::npos;
       at = text.find(kWord, at + kWord.size())) {
    const std::size_t end = at + kWord.size();
    if ((at > 0 && word_char(text[at - 1])) || (end < text.size() && word_char(text[end])))
      continue;  // part of another word: required, requires
    const std::string name = literal_after(text, end);
    if (name.empty())
      literal = false;
    else
      names.push_back(name);
  }
  return literal;
}

std::vector<std::string> required_lib_files(const fs::path& game_dir, const fs::path& lib_dir,
                                            const std::vector<ModInfo>& mods) {
  std::vector<std::string> pending;
  bool literal = true;
  std::vector<fs::path> sources = lua_files(game_dir);
  for (const ModInfo& mod : mods)
    for (const fs::path& p : lua_files(mod.dir)) sources.push_back(p);
  for (const fs::path& p : sources) literal &= scan_requires(read_text(p), pending);
  std::set<std::string> found;
  while (literal && !pending.empty()) {
    std::string rel = pending.back();
    pending.pop_back();
    std::replace(rel.begin(), rel.end(), '.', '/');
    rel += ".lua";
    std::error_code error;
    if (found.count(rel) || !fs::is_regular_file(lib_dir / rel, error)) continue;
    found.insert(rel);
    literal &= scan_requires(read_text(lib_dir / rel), pending);
  }
  if (!literal) return every_lib_file(lib_dir);
  return {found.begin(), found.end()};
}

}  // namespace tabula::module
