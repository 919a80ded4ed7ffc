#include "balance_report.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>

#include "wilson.hpp"

namespace tabula::cli {
namespace fs = std::filesystem;
namespace {

// Features drawn in the plot (the most played); the table lists them all.
constexpr std::size_t kPlottedFeatures = 30;

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const std::size_t m = v.size() / 2;
  return v.size() % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

std::string fixed(double x, int digits = 1) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, x);
  return buf;
}

std::string percent(double x) {
  return fixed(100 * x) + " %";
}

std::string escape(const std::string& text) {
  std::string out;
  for (const char c : text) {
    if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else if (c == '&')
      out += "&amp;";
    else if (c == '"')
      out += "&quot;";
    else
      out += c;
  }
  return out;
}

// A CSV field: quoted when it holds a comma or a quote.
std::string csv(const std::string& text) {
  if (text.find_first_of(",\"") == std::string::npos) return text;
  std::string out = "\"";
  for (const char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

void credit(WinCount& c, double share) {
  ++c.games;
  c.wins += share;
}

// "54.2 % (48.1–60.2 %)" over `c.games`.
std::string rate_text(const WinCount& c) {
  if (c.games == 0) return "–";
  const Interval ci = wilson(c.wins, c.games);
  return percent(c.wins / c.games) + " (" + fixed(100 * ci.low) + "\xE2\x80\x93" +
         fixed(100 * ci.high) + " %)";
}

// The features, most played first.
std::vector<std::pair<std::string, WinCount>> by_games(const BalanceStats& s) {
  std::vector<std::pair<std::string, WinCount>> out(s.features.begin(), s.features.end());
  std::stable_sort(out.begin(), out.end(),
                   [](const auto& a, const auto& b) { return a.second.games > b.second.games; });
  return out;
}

void write_games_csv(const fs::path& file, const SimReport& r) {
  std::ofstream out(file);
  out << "seed,finished,winners,first_turn,rounds,decisions";
  for (int p = 1; p <= r.players; ++p) out << ",score_" << p;
  out << '\n';
  for (const GameRecord& g : r.records) {
    std::string winners;
    for (SeatIndex w : g.winners) winners += (winners.empty() ? "" : " ") + std::to_string(w + 1);
    out << g.seed << ',' << (g.finished ? 1 : 0) << ',' << winners << ','
        << (g.first_turn == kNoSeat ? 0 : g.first_turn + 1) << ',' << g.rounds << ','
        << g.decisions;
    for (const SeatResult& s : g.seats) out << ',' << (s.score.empty() ? 0 : s.score[0]);
    out << '\n';
  }
}

void write_features_csv(const fs::path& file, const BalanceStats& s) {
  std::ofstream out(file);
  out << "feature,games,wins,win_rate,ci_low,ci_high\n";
  for (const auto& [name, c] : by_games(s)) {
    const Interval ci = wilson(c.wins, c.games);
    out << csv(name) << ',' << c.games << ',' << fixed(c.wins, 2) << ','
        << fixed(c.wins / c.games, 4) << ',' << fixed(ci.low, 4) << ',' << fixed(ci.high, 4)
        << '\n';
  }
}

// One row per bar: label, rate, low, high (the plots' data).
void write_rates(const fs::path& file, const std::vector<std::pair<std::string, WinCount>>& rows) {
  std::ofstream out(file);
  for (const auto& [label, c] : rows) {
    const Interval ci = wilson(c.wins, c.games);
    std::string name = label;
    std::replace(name.begin(), name.end(), '"', '\'');
    out << '"' << name << "\" " << c.wins / std::max(1, c.games) << ' ' << ci.low << ' ' << ci.high
        << '\n';
  }
}

void write_values(const fs::path& file, const std::vector<double>& values) {
  std::ofstream out(file);
  for (double v : values) out << v << '\n';
}

// The gnuplot script of every plot, reading the .dat files beside it.
std::string gnuplot_script(const BalanceStats& s, const std::string& game) {
  const std::string fair = fixed(1.0 / std::max(1, s.players), 4);
  std::ostringstream gp;
  gp << "set terminal pngcairo size 900,480 font 'DejaVu Sans,10' noenhanced\n"
     << "set style fill solid 0.7 border -1\nset grid ytics\nset key off\n"
     << "set output 'seats.png'\nset title '" << game << ": win rate by seat (95 % interval)'\n"
     << "set yrange [0:1]\nset boxwidth 0.6\n"
     << "plot 'seats.dat' using 0:2:xtic(1) with boxes lc rgb '#3b6f93', "
        "'' using 0:2:3:4 with yerrorbars lc rgb 'black' pt 0, "
     << fair << " with lines dt 2 lc rgb '#aa3333'\n"
     << "set output 'length.png'\nset title '" << game << ": game length in rounds'\n"
     << "set autoscale y\nset xlabel 'rounds'\nset ylabel 'games'\nbin(x)=floor(x)\n"
     << "set boxwidth 0.8\n"
     << "plot 'rounds.dat' using (bin($1)):(1) smooth frequency with boxes lc rgb '#3b6f93'\n"
     << "set output 'scores.png'\nset title '" << game
     << ": scores (all seats, and the winners)'\nset xlabel 'score'\nset key on\n"
     << "set ylabel 'seats'\nstats 'scores.dat' nooutput\nw=(STATS_max-STATS_min)/30.0+1e-9\n"
     << "set boxwidth w*0.9\n"
     << "plot 'scores.dat' using (w*floor($1/w)):(1) smooth frequency with boxes "
        "lc rgb '#3b6f93' title 'all', 'winning.dat' using (w*floor($1/w)):(1) smooth frequency "
        "with boxes lc rgb '#e0a030' title 'winners'\n"
     << "unset xlabel\nunset ylabel\nset key off\n";
  if (!s.features.empty()) {
    gp << "set output 'features.png'\n"
       << "set terminal pngcairo size 1200,560 font 'DejaVu Sans,9' noenhanced\nset rmargin 10\n"
       << "set boxwidth 0.6\nset title '" << game << ": win rate by feature, the "
       << kPlottedFeatures
       << " most played (95 % interval)'\nset yrange [0:1]\nset xtics rotate by -60\n"
       << "plot 'features.dat' using 0:2:xtic(1) with boxes lc rgb '#3b6f93', "
          "'' using 0:2:3:4 with yerrorbars lc rgb 'black' pt 0, "
       << fair << " with lines dt 2 lc rgb '#aa3333'\n";
  }
  return gp.str();
}

// Writes the plot data and runs gnuplot in `dir`; returns what went wrong.
std::string draw_plots(const fs::path& dir, const BalanceStats& s, const std::string& game) {
  std::vector<std::pair<std::string, WinCount>> seats;
  for (std::size_t i = 0; i < s.seats.size(); ++i)
    seats.emplace_back("seat " + std::to_string(i + 1), s.seats[i]);
  write_rates(dir / "seats.dat", seats);
  auto features = by_games(s);
  if (features.size() > kPlottedFeatures) features.resize(kPlottedFeatures);
  write_rates(dir / "features.dat", features);
  write_values(dir / "rounds.dat", std::vector<double>(s.rounds.begin(), s.rounds.end()));
  write_values(dir / "scores.dat", s.scores);
  write_values(dir / "winning.dat", s.winning_scores);
  std::string name = game;
  std::replace(name.begin(), name.end(), '\'', ' ');
  std::ofstream(dir / "plots.gp") << gnuplot_script(s, name);
  if (std::system("command -v gnuplot >/dev/null 2>&1") != 0)
    return "gnuplot is not installed (scripts/setup installs gnuplot-nox): no plots";
  const std::string cmd = "cd '" + dir.string() + "' && gnuplot plots.gp 2>gnuplot.log";
  if (std::system(cmd.c_str()) != 0) return "gnuplot failed: see gnuplot.log";
  return "";
}

void html_rates_table(std::ostream& out, const std::string& head,
                      const std::vector<std::pair<std::string, WinCount>>& rows) {
  out << "<table><tr><th>" << head << "</th><th>games</th><th>wins</th><th>win rate (95 %)</th>"
      << "</tr>\n";
  for (const auto& [label, c] : rows)
    out << "<tr><td>" << escape(label) << "</td><td>" << c.games << "</td><td>" << fixed(c.wins)
        << "</td><td>" << rate_text(c) << "</td></tr>\n";
  out << "</table>\n";
}

void html_page(std::ostream& out, const Module& m, const SimReport& r, const BalanceStats& s,
               const std::string& command, const std::string& plots) {
  const std::string title = escape(m.manifest.name) + ": balance report";
  out << "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>" << title
      << "</title>\n<style>body{font-family:sans-serif;max-width:1000px;margin:2em auto;"
         "color:#222}table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;"
         "padding:3px 8px;text-align:right}td:first-child,th:first-child{text-align:left}"
         "img{max-width:100%}code{background:#eee;padding:1px 4px}</style></head><body>\n"
      << "<h1>" << title << "</h1>\n<p>" << s.games << " games at " << r.players << " players ("
      << s.finished << " finished), " << escape(m.manifest.version) << ", content hash "
      << m.hash_hex() << ". Made by <code>" << escape(command)
      << "</code>; the same command gives the same report.</p>\n";
  if (!plots.empty()) out << "<p><strong>" << escape(plots) << "</strong></p>\n";
  std::vector<std::pair<std::string, WinCount>> seats;
  for (std::size_t i = 0; i < s.seats.size(); ++i)
    seats.emplace_back("seat " + std::to_string(i + 1), s.seats[i]);
  out << "<h2>Seats</h2>\n<p>A win shared by k seats counts 1/k. A fair game gives each seat "
      << percent(1.0 / std::max(1, s.players)) << ".</p>\n";
  html_rates_table(out, "seat", seats);
  out << "<img src=\"seats.png\" alt=\"win rate by seat\">\n<h2>First player</h2>\n";
  if (s.first_player.games > 0)
    out << "<p>The seat whose turn came first won " << rate_text(s.first_player) << " of "
        << s.first_player.games << " games.</p>\n";
  else
    out << "<p>The game has no turns (every seat acts at once).</p>\n";
  std::vector<double> rounds(s.rounds.begin(), s.rounds.end());
  out << "<h2>Game length</h2>\n<p>Median " << fixed(median(rounds)) << " rounds ("
      << (rounds.empty() ? 0 : *std::min_element(rounds.begin(), rounds.end())) << " to "
      << (rounds.empty() ? 0 : *std::max_element(rounds.begin(), rounds.end())) << "), "
      << fixed(median(s.decisions)) << " decisions.</p>\n<img src=\"length.png\" alt=\"game "
      << "length\">\n<h2>Scores</h2>\n<p>Median score " << fixed(median(s.scores))
      << "; median winning score " << fixed(median(s.winning_scores))
      << ".</p>\n<img src=\"scores.png\" alt=\"scores\">\n<h2>Features</h2>\n";
  if (s.features.empty()) {
    out << "<p>The rules name no features (<code>rules.features(game, seat)</code>, "
           "docs/lua-api.md).</p>\n";
  } else {
    out << "<p>Win rate of the seats that played with each feature (from "
           "<code>rules.features</code>), most played first; also in <a href=\"features.csv\">"
           "features.csv</a>.</p>\n<img src=\"features.png\" alt=\"win rate by feature\">\n";
    html_rates_table(out, "feature", by_games(s));
  }
  out << "<p>Every game: <a href=\"games.csv\">games.csv</a>.</p>\n</body></html>\n";
}

}  // namespace

BalanceStats balance_stats(const SimReport& r) {
  BalanceStats s;
  s.games = r.games;
  s.players = r.players;
  s.seats.resize(static_cast<std::size_t>(r.players));
  for (const GameRecord& g : r.records) {
    if (!g.finished) continue;
    ++s.finished;
    const double share = g.winners.empty() ? 0 : 1.0 / static_cast<double>(g.winners.size());
    const auto won = [&](SeatIndex seat) {
      return std::find(g.winners.begin(), g.winners.end(), seat) != g.winners.end() ? share : 0;
    };
    for (const SeatResult& seat : g.seats) {
      const double w = won(seat.seat);
      credit(s.seats[static_cast<std::size_t>(seat.seat)], w);
      for (const std::string& f : std::set<std::string>(seat.features.begin(), seat.features.end()))
        credit(s.features[f], w);
      const double score = seat.score.empty() ? 0 : seat.score[0];
      s.scores.push_back(score);
      if (w > 0) s.winning_scores.push_back(score);
    }
    if (g.first_turn != kNoSeat) credit(s.first_player, won(g.first_turn));
    s.rounds.push_back(g.rounds);
    s.decisions.push_back(static_cast<double>(g.decisions));
  }
  return s;
}

std::vector<std::string> write_balance_report(const fs::path& dir, const Module& module,
                                              const SimReport& report, const BalanceStats& stats,
                                              const std::string& command) {
  std::vector<std::string> problems;
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) return {"cannot create " + dir.string() + ": " + ec.message()};
  write_games_csv(dir / "games.csv", report);
  write_features_csv(dir / "features.csv", stats);
  const std::string plots = draw_plots(dir, stats, module.manifest.name);
  if (!plots.empty()) problems.push_back(plots);
  std::ofstream page(dir / "index.html");
  html_page(page, module, report, stats, command, plots);
  if (!page) problems.push_back("cannot write " + (dir / "index.html").string());
  return problems;
}

}  // namespace tabula::cli
