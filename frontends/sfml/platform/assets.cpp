#include "platform/assets.hpp"

#include <cstdlib>
#include <system_error>
#include <vector>

namespace tabula::gui {
namespace fs = std::filesystem;

std::vector<fs::path> Assets::search_dirs() {
  std::vector<fs::path> dirs;
  if (const char* env = std::getenv("TABULA_ASSETS"); env && *env) dirs.emplace_back(env);
  std::error_code error;
  const fs::path exe = fs::read_symlink("/proc/self/exe", error);
  if (!error)
    dirs.push_back(
        (exe.parent_path() / ".." / TABULA_INSTALL_DATADIR / "assets").lexically_normal());
  dirs.push_back(fs::path(TABULA_SOURCE_DIR) / "assets");
  dirs.push_back(fs::path(TABULA_INSTALL_PREFIX) / TABULA_INSTALL_DATADIR / "assets");
  return dirs;
}

bool Assets::load(std::string& error) {
  for (const fs::path& dir : search_dirs()) {
    std::error_code ec;
    if (!fs::exists(dir / "fonts" / "DejaVuSans.ttf", ec)) continue;
    if (regular_.loadFromFile((dir / "fonts" / "DejaVuSans.ttf").string()) &&
        bold_.loadFromFile((dir / "fonts" / "DejaVuSans-Bold.ttf").string())) {
      dir_ = dir;
      return true;
    }
  }
  error = "cannot find the fonts (assets/fonts/DejaVuSans.ttf); looked in:";
  for (const fs::path& dir : search_dirs()) error += "\n  " + dir.string();
  return false;
}

const sf::Texture* Assets::texture(const fs::path& path) {
  const std::string key = path.string();
  auto it = textures_.find(key);
  if (it != textures_.end()) return it->second.get();
  auto tex = std::make_unique<sf::Texture>();
  std::error_code ec;
  if (!fs::is_regular_file(path, ec) || !tex->loadFromFile(key)) tex.reset();
  if (tex) {
    tex->setSmooth(true);
    tex->generateMipmap();
  }
  return textures_.emplace(key, std::move(tex)).first->second.get();
}

}  // namespace tabula::gui
