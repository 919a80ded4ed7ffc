#include "app/app.hpp"

#include <fstream>
#include <iostream>

#include "screens/game_factory.hpp"
#include "screens/lobby_screen.hpp"
#include "widgets/theme.hpp"

namespace tabula::gui {

App::App(GuiOptions options, std::chrono::steady_clock::time_point started)
    : options_(std::move(options)), started_(started), ui_(assets_) {}

void App::open_window() {
  sf::ContextSettings gl;
  gl.antialiasingLevel = 0;
  const sf::VideoMode mode = fullscreen_ ? sf::VideoMode::getDesktopMode()
                                         : sf::VideoMode(options_.width, options_.height);
  window_.create(mode, "Tabula", fullscreen_ ? sf::Style::Fullscreen : sf::Style::Default, gl);
  window_.setVerticalSyncEnabled(false);
  // A hurried window draws as fast as it can, unless it plays at a server:
  // there it waits for other processes, and spinning would slow them down.
  const bool unlimited =
      options_.bench_frames > 0 || (options_.hurried() && options_.server.empty());
  limit_ = unlimited ? 0 : 60;
  window_.setFramerateLimit(limit_);
  window_.setKeyRepeatEnabled(true);
  // The icon: three fanned cards.
  sf::RenderTexture icon;
  if (icon.create(64, 64)) {
    icon.clear(sf::Color::Transparent);
    const sf::Color cols[] = {theme::kDanger, theme::kInfo, theme::kAccent};
    for (int i = 0; i < 3; ++i) {
      sf::RenderStates s;
      s.transform.translate(24.f + static_cast<float>(i) * 8.f, 34.f)
          .rotate(-16.f + 16.f * static_cast<float>(i));
      draw::rounded_rect(icon, {-14, -20, 28, 40}, 4, cols[i], s);
      draw::rounded_outline(icon, {-14, -20, 28, 40}, 4, 2, sf::Color(255, 255, 255, 200), s);
    }
    icon.display();
    const sf::Image img = icon.getTexture().copyToImage();
    window_.setIcon(64, 64, img.getPixelsPtr());
  }
}

void App::toggle_fullscreen() {
  fullscreen_ = !fullscreen_;
  open_window();
}

bool App::init() {
  std::string error;
  if (!assets_.load(error)) {
    std::cerr << "tabula-gui: " << error << '\n';
    return false;
  }
  fullscreen_ = options_.fullscreen;
  std::vector<std::filesystem::path> games(options_.games_paths.begin(),
                                           options_.games_paths.end());
  std::vector<std::filesystem::path> mods(options_.mods_paths.begin(), options_.mods_paths.end());
  ctx_ = std::make_unique<AppContext>(
      AppContext{assets_, options_, SearchPaths::standard(games, mods), SessionConfig{}, nav_});
  if (!options_.script.empty()) script_.emplace(options_.script);
  if (!options_.dump_text.empty()) {
    probe_.emplace();
    TextProbe::switch_on(&*probe_);
  }
  arrow_.loadFromSystem(sf::Cursor::Arrow);
  hand_.loadFromSystem(sf::Cursor::Hand);
  return true;
}

std::unique_ptr<Screen> App::first_screen(bool& failed) {
  Problems problems;
  std::unique_ptr<Screen> screen;
  failed = false;
  if (!options_.replay.empty()) {
    screen = GameFactory::open_replay(*ctx_, options_.replay, problems);
  } else if (!options_.load.empty()) {
    screen = GameFactory::continue_game(*ctx_, options_.load, problems);
  } else if (!options_.server.empty()) {
    screen = std::make_unique<LobbyScreen>(*ctx_, options_.server, true);
  } else if (!options_.game.empty()) {
    auto module = GameFactory::load_module(options_.game, ctx_->paths, problems);
    GameSetup setup;
    std::string error;
    if (module) {
      std::string seats = options_.seats;
      if (seats.empty()) {
        const int n =
            std::max(module->manifest.min_players, std::min(2, module->manifest.max_players));
        seats = "human";
        for (int i = 1; i < n; ++i) seats += ",random";
      }
      if (!GameFactory::parse_seats(seats, setup.seats, error)) problems.push_back({"", 0, error});
      if (options_.autoplay)
        for (SeatConfig& s : setup.seats) {
          s.controller = "random";
          s.name = "Bot " + s.name.substr(s.name.find(' ') + 1);
        }
      for (const std::string& kv : options_.options) {
        const auto eq = kv.find('=');
        if (eq == std::string::npos || eq == 0)
          problems.push_back({"", 0, "--option wants key=value, got '" + kv + "'"});
        else
          setup.options[kv.substr(0, eq)] = kv.substr(eq + 1);
      }
      setup.seed = options_.seed.value_or(GameFactory::fresh_seed());
      if (problems.empty()) {
        screen = GameFactory::new_game(*ctx_, module, setup, problems);
      }
    }
  }
  if (!screen) {
    for (const Problem& p : problems) std::cerr << "tabula-gui: " << p.to_string() << '\n';
    failed = !problems.empty();
    screen = GameFactory::launcher(*ctx_, problems);
  }
  return screen;
}

void App::pace() {
  if (limit_ == 0 || options_.automated()) return;
  bool busy = false;
  for (const auto& s : stack_) busy |= s->busy();
  const unsigned want = busy || idle_ < 2.0 ? 60 : 30;
  if (want != limit_) {
    limit_ = want;
    window_.setFramerateLimit(limit_);
  }
}

void App::poll_events() {
  sf::Event e;
  while (window_.pollEvent(e)) {
    idle_ = 0;
    if (e.type == sf::Event::Closed) {
      close_all();
      running_ = false;
      continue;
    }
    if (e.type == sf::Event::Resized) {
      window_.setView(sf::View(sf::FloatRect(0, 0, static_cast<float>(e.size.width),
                                             static_cast<float>(e.size.height))));
      continue;
    }
    if (e.type == sf::Event::KeyPressed && e.key.code == sf::Keyboard::F11) {
      toggle_fullscreen();
      continue;
    }
    // A real person moving the mouse during a scripted run would spoil it.
    if (script_ && (e.type == sf::Event::MouseMoved || e.type == sf::Event::MouseButtonPressed ||
                    e.type == sf::Event::MouseButtonReleased))
      continue;
    ui_.on_event(e);
  }
  for (const sf::Event& injected : injected_) ui_.on_event(injected);
  injected_.clear();
}

void App::draw_screens(float dt) {
  for (auto& s : stack_) s->update(dt);
  window_.clear(theme::kBackdrop);
  ui_.begin_frame(window_, dt);
  std::size_t first = stack_.size() - 1;
  while (first > 0 && !stack_[first]->opaque()) --first;
  for (std::size_t i = first; i < stack_.size(); ++i) {
    ui_.set_blocked(i + 1 != stack_.size());
    stack_[i]->frame(ui_);
  }
  ui_.set_blocked(false);
  ui_.end_frame();
  if (ui_.hand_cursor() != hand_shown_) {
    hand_shown_ = ui_.hand_cursor();
    window_.setMouseCursor(hand_shown_ ? hand_ : arrow_);
  }
}

void App::close_all() {
  for (auto it = stack_.rbegin(); it != stack_.rend(); ++it) (*it)->on_close();
}

bool App::capture(const std::string& file) {
  sf::Texture tex;
  const sf::Vector2u size = window_.getSize();
  if (!tex.create(size.x, size.y)) return false;
  tex.update(window_);
  if (!tex.copyToImage().saveToFile(file)) {
    std::cerr << "tabula-gui: cannot write the screenshot " << file << '\n';
    return false;
  }
  std::cout << "tabula-gui: screenshot " << file << " (" << size.x << "x" << size.y << ")"
            << std::endl;
  return true;
}

bool App::automation_over() {
  if (!options_.automated()) return false;
  const Screen& top = *stack_.back();
  std::string failure;
  for (const auto& s : stack_)
    if (failure.empty()) failure = s->failure();
  const double limit = options_.timeout > 0 ? options_.timeout : 120.0;
  if (elapsed_ > limit) {
    std::cerr << "tabula-gui: gave up after " << limit << " s"
              << (script_ && !script_->done() ? " waiting for '" + script_->current() + "'"
                                              : std::string())
              << '\n';
    exit_code_ = 3;
    return true;
  }
  const bool script_done = !script_ || script_->done();
  if (script_done && script_done_at_ < 0) script_done_at_ = frames_;
  if (options_.bench_frames > 0) return static_cast<long>(stats_.count()) >= options_.bench_frames;
  if (!failure.empty()) {
    std::cerr << "tabula-gui: the game failed:\n" << failure << '\n';
    exit_code_ = 1;
    return true;
  }
  if (!script_done) return false;
  bool ended = false;
  for (const auto& s : stack_) ended |= s->finished();
  if (options_.screenshot.empty()) return frames_ - script_done_at_ >= std::max(5, options_.frames);
  if (options_.frames > 0) return frames_ >= options_.frames && frames_ - script_done_at_ >= 3;
  if (options_.autoplay || options_.auto_decide > 0) return ended;
  (void)top;
  return frames_ - script_done_at_ >= 10;
}

bool App::write_probe() {
  if (!probe_) return true;
  std::ofstream out(options_.dump_text);
  out << probe_->to_json().dump(1) << '\n';
  if (!out) {
    std::cerr << "tabula-gui: cannot write " << options_.dump_text << '\n';
    return false;
  }
  return true;
}

int App::run() {
  const int code = loop();
  TextProbe::switch_on(nullptr);
  if (!write_probe() && code == 0) return 1;
  return code;
}

int App::loop() {
  if (!init()) return 1;
  open_window();
  bool failed = false;
  stack_.push_back(first_screen(failed));
  if (failed && options_.automated()) return 1;
  sf::Clock clock;
  bool first = true;
  while (running_ && window_.isOpen()) {
    const auto frame_start = std::chrono::steady_clock::now();
    const float dt = std::min(clock.restart().asSeconds(), 0.1f);
    elapsed_ += dt;
    idle_ += dt;
    poll_events();
    pace();
    if (!running_) break;
    if (probe_) probe_->begin_frame(window_.getSize());
    draw_screens(dt);
    if (script_) {
      const std::string step = script_->current();
      std::string error;
      script_->step(*stack_.back(), injected_, error);
      if (!error.empty()) {
        std::cerr << "tabula-gui: " << error << '\n';
        return 2;
      }
      // The frame a step acts on is one a test wants to see.
      if (probe_ && script_->current() != step && step.rfind("wait", 0) != 0)
        probe_->want("before '" + step + "'");
    }
    ++frames_;
    const bool over = automation_over();
    if (probe_) {
      if (over) probe_->want("last frame");
      probe_->end_frame();
    }
    if (over && !options_.screenshot.empty() && !capture(options_.screenshot) && exit_code_ == 0)
      exit_code_ = 1;
    if (over && !options_.screenshot.empty() && ctx_->layout_problems > 0 && exit_code_ == 0) {
      std::cerr << "tabula-gui: the layout has " << ctx_->layout_problems
                << " problem(s), named above\n";
      exit_code_ = 4;
    }
    window_.display();
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - frame_start)
            .count();
    if (first) {
      first = false;
      const double startup =
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started_)
              .count();
      if (options_.bench_frames > 0)
        std::cout << "tabula-gui: first frame after " << startup << " ms" << std::endl;
    } else if (options_.bench_frames > 0) {
      stats_.add(ms);
    }
    if (over) {
      if (options_.bench_frames > 0) std::cout << "tabula-gui: " << stats_.summary() << std::endl;
      close_all();
      break;
    }
    if (!nav_.apply(stack_)) {
      close_all();
      break;
    }
  }
  return exit_code_;
}

}  // namespace tabula::gui
