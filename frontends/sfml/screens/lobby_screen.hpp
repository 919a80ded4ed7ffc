// The launcher's Online section: connect to a server by its address; see
// its public tables and take an open seat or watch, or join a private table
// with a seat token; host a table (game, options, per-seat options, each
// seat open for a person or played by one of the server's bots; public or
// private). After joining, a waiting room shows who has taken which seat
// and the tokens to send to friends; the table opens when every seat is
// taken (or at once, on "Go to the table": the game does not wait for the
// others to begin).
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "game/game_catalog.hpp"
#include "online/server_connection.hpp"
#include "screens/app_context.hpp"
#include "screens/form_view.hpp"
#include "screens/screen.hpp"
#include "screens/setup_form.hpp"

namespace tabula::gui {

class LobbyScreen : public Screen {
 public:
  // Connects to `address` at once when it is given. `command_line`: do what
  // --host, --table and --token ask, once connected.
  LobbyScreen(AppContext& ctx, std::string address, bool command_line);

  void update(float dt) override;
  void frame(Ui& ui) override;
  [[nodiscard]] std::string name() const override { return "lobby"; }
  [[nodiscard]] std::optional<sf::Vector2f> locate(const std::string& target) const override;
  [[nodiscard]] bool busy() const override { return conn_ != nullptr; }

 private:
  enum class Stage { Connect, Lobby, Room };
  struct TableRow {
    std::string table, game, name, status;
    int players = 0, open = 0;
  };

  void connect();
  void on_message(const nlohmann::json& m);
  void on_games(const nlohmann::json& games);
  void on_tables(const nlohmann::json& tables);
  void on_joined(const nlohmann::json& m);
  void host();
  void create(const std::string& game, const std::vector<std::string>& seats,
              const std::map<std::string, std::string>& options, bool listed);
  void join(const std::string& table, const std::string& token);
  void claim(const std::string& table);
  void watch(const std::string& table);
  // Opens the table screen on the connection (when the game is installed here).
  void enter();
  void back();
  // What --host, --table and --token ask, once the server has answered.
  void follow_command_line();
  [[nodiscard]] bool seats_filled() const;

  void draw_connect(Ui& ui, sf::FloatRect r);
  void draw_tables(Ui& ui, sf::FloatRect r);
  void draw_token_join(Ui& ui, sf::FloatRect r);
  void draw_host(Ui& ui, sf::FloatRect r);
  void draw_room(Ui& ui, sf::FloatRect r);
  void draw_status(Ui& ui, sf::FloatRect r);
  void button_at(const std::string& label, sf::FloatRect r) const { buttons_[label] = r; }

  AppContext& ctx_;
  GameCatalog catalog_;  // the games installed here: a table needs its layout and cards
  std::unique_ptr<ServerConnection> conn_;
  Stage stage_ = Stage::Connect;
  std::string address_, player_ = "Player";
  std::string status_;  // what is going on, or what went wrong
  bool status_bad_ = false;
  std::vector<std::string> games_;  // ids the server offers that are installed here
  std::size_t game_ = 0;            // of games_, the one to host
  std::map<std::string, std::unique_ptr<SetupForm>> forms_;
  FormView form_view_;
  bool public_ = true;
  std::vector<TableRow> tables_;
  float refresh_ = 0.f;  // seconds until the table list is asked for again
  std::string join_table_, join_token_;
  // The room: the table, this client's seat token (empty: watching), the
  // tokens of the open seats (by seat, from 1) when this client hosted, the
  // last state.
  std::string table_, token_, game_id_;
  std::vector<int> open_seats_;  // of the table being created
  std::map<int, std::string> seat_tokens_;
  nlohmann::json state_, presence_;
  std::vector<nlohmann::json> held_;  // chat and presence since the state, for the table
  bool command_line_;                 // --host, --table, --token still to follow
  mutable std::map<std::string, sf::FloatRect> buttons_;  // label -> where (scripted input)
};

}  // namespace tabula::gui
