// tabula new ID [--dir DIR] [--name NAME]: a working game module to start
// from, in DIR/ID: the template's rules, data with a schema, layout, player
// aid and scenario tests, plus editor settings (.luarc.json for the Lua
// language server, .luacheckrc) that point at the installed annotations.
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli.hpp"

namespace tabula::cli {
namespace {
namespace fs = std::filesystem;

// Game ids as game.toml accepts them: a lowercase letter, then lowercase
// letters, digits, '_' or '-'.
bool valid_id(const std::string& id) {
  if (id.empty() || id.front() < 'a' || id.front() > 'z') return false;
  for (const char c : id)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-')) return false;
  return true;
}

// "my_game" -> "My game".
std::string default_name(const std::string& id) {
  std::string name = id;
  for (char& c : name)
    if (c == '_' || c == '-') c = ' ';
  name.front() = static_cast<char>(name.front() - 'a' + 'A');
  return name;
}

std::string replace_all(std::string text, const std::string& from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos;
       at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

// Copies the template, filling in the id and the name.
bool copy_template(const fs::path& from, const fs::path& to, const std::string& id,
                   const std::string& name) {
  fs::create_directories(to);
  for (const auto& entry : fs::recursive_directory_iterator(from)) {
    const fs::path target = to / entry.path().lexically_relative(from);
    if (entry.is_directory()) {
      fs::create_directories(target);
      continue;
    }
    std::ifstream in(entry.path(), std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    std::ofstream out(target, std::ios::binary);
    out << replace_all(replace_all(text.str(), "@ID@", id), "@NAME@", name);
    if (!in || !out) {
      std::cerr << "tabula: cannot write " << target.string() << '\n';
      return false;
    }
  }
  return true;
}

// A JSON string literal of a path.
std::string json_path(const fs::path& p) {
  return "\"" + replace_all(replace_all(p.string(), "\\", "\\\\"), "\"", "\\\"") + "\"";
}

// Editor settings that work outside the source tree: the absolute path of
// the annotations this tabula uses (they cover the shared library too, by
// module name, so `require("standing")` resolves to them).
void write_editor_settings(const fs::path& dir, const fs::path& meta) {
  std::ofstream(dir / ".luarc.json")
      << "{\n  \"runtime\": {\n    \"version\": \"Lua 5.4\",\n    \"builtin\": { \"io\": "
         "\"disable\", \"os\": \"disable\", \"debug\": \"disable\", \"package\": \"disable\" "
         "}\n  },\n  \"workspace\": { \"library\": ["
      << json_path(meta) << "] },\n  \"diagnostics\": { \"globals\": [\"data\"] }\n}\n";
  std::ofstream rc(dir / ".luacheckrc");
  rc << "-- luacheck settings for game scripts: only what the Tabula sandbox provides.\n"
        "std = \"none\"\nread_globals = {";
  std::istringstream names(kSandboxGlobals);
  for (std::string name; names >> name;) rc << " \"" << name << "\",";
  rc << " }\nmax_line_length = 120\n";
}

}  // namespace

int cmd_new(const std::vector<std::string>& args) {
  Globals g;
  std::string id, dir = ".", name;
  po::options_description desc("new options");
  desc.add_options()("id", po::value(&id),
                     "the new game's id (lowercase letters, digits, _ and -)")(
      "dir", po::value(&dir), "create the game in DIR/ID (default: the current folder)")(
      "name", po::value(&name), "the game's name (default: from the id)");
  add_globals(desc, g);
  po::positional_options_description pos;
  pos.add("id", 1);
  int code = 0;
  if (!parse(args, desc, pos, g, "tabula new ID [--dir DIR] [--name NAME]", code)) return code;
  if (!valid_id(id)) {
    std::cerr << "tabula: new needs an ID of lowercase letters, digits, _ and -, starting with a "
                 "letter (got '"
              << id << "')\n";
    return 2;
  }
  const fs::path target = fs::path(dir) / id;
  const fs::path from = shipped_dir("templates") / "newgame", meta = shipped_dir("lua-meta");
  if (fs::exists(target)) {
    std::cerr << "tabula: " << target.string() << " already exists: choose another ID or --dir\n";
    return 1;
  }
  if (from.empty() || meta.empty() || !fs::is_directory(from)) {
    std::cerr << "tabula: the game template or the annotations are not installed\n";
    return 1;
  }
  if (!copy_template(from, target, id, name.empty() ? default_name(id) : name)) return 1;
  write_editor_settings(fs::absolute(target), fs::absolute(meta));
  std::cout << "Created " << target.string() << ". Next:\n"
            << "  tabula check " << target.string() << "     validate it\n"
            << "  tabula test " << target.string() << "      run its scenario tests\n"
            << "  tabula play --game " << target.string() << " --seats human,random\n"
            << "  tabula-gui --games-path " << dir << "       play it in the window\n"
            << "The rules are in rules.lua; docs/lua-api.md explains every function.\n";
  return 0;
}

}  // namespace tabula::cli
