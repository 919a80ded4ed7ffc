---@meta
-- Type definitions of the Tabula Lua API for the Lua language server (LuaLS).
-- This file is never run: it only tells your editor what `game`, `data` and
-- `require` are, so it can complete names and check arguments.
-- games/.luarc.json points LuaLS here. The API itself is described in
-- docs/lua-api.md; when the two disagree, the doc (and the engine) win.
--
-- Annotate your own functions so the editor knows what `game` is:
--
--   ---@type Rules
--   local rules = {}
--
--   ---@param game Game
--   function rules.setup(game) ... end

---A seat number: 1 to game:players().
---@alias Seat integer

---A zone id, as returned by game:new_zone and game:zone.
---@alias ZoneId integer

---A piece id, as returned by game:new_piece.
---@alias PieceId integer

---A counter id, as returned by game:new_counter.
---@alias CounterId integer

---Who may see the faces of the pieces in a zone.
---@alias Visibility
---| "public" # everyone (a face-down piece: only its owner)
---| "owner"  # only the zone's owner
---| "nobody" # no one (a deck)
---| "top"    # everyone sees the top piece, no one the rest

---@alias PieceKind "card"|"token"

---A piece property value. Floats and nil are refused.
---@alias PropValue boolean|integer|string

---An option id: what a choice answers with. Integer ids come back as integers.
---@alias OptionId string|integer

---Where game:move puts a piece: "top" (default), "bottom", or a 1-based
---position counted from the bottom.
---@alias Position "top"|"bottom"|integer

---The argument of game:new_zone.
---@class ZoneSpec
---@field name string Unique per owner: one "hand" per seat, one table "deck".
---@field owner? Seat Omit for a table zone.
---@field visibility? Visibility Default "public". "owner" needs an owner.
---@field kind? string A hint for frontends: "deck", "hand", "row", "pile", "space", "track".
---@field props? table<string, PropValue> Properties to start with (a board space's x and y, its terrain).

---The argument of game:new_piece.
---@class PieceSpec
---@field def? string The id of the data entry that describes it (default "").
---@field kind? PieceKind Default "card".
---@field owner? Seat Default: no owner.
---@field zone? ZoneId Where it starts, on top. Default: in no zone.
---@field face_up? boolean Default true.

---The argument of game:new_counter.
---@class CounterSpec
---@field name string Unique per seat (or among table counters).
---@field seat? Seat Omit for a table counter (or a zone's counter of nobody).
---@field zone? ZoneId A counter on this zone (troops in a region); with `seat`, that seat's there.
---@field value? integer Default: 0, or the bound nearest to 0 when 0 is outside min..max.
---@field min? integer Default: the smallest 64-bit integer.
---@field max? integer Default: the largest 64-bit integer.

---One option of a request, in its table form. An option may also be given
---as a plain string or integer id (its label is then the id).
---@class Option
---@field id? OptionId Required unless `piece` is given; then the id is the piece id (an integer).
---@field label? string What a person reads. Default: the id, or for a piece option the piece itself.
---@field piece? PieceId The piece it refers to (frontends make it clickable).
---@field zone? ZoneId The zone it refers to.

---What one seat is asked (game:choose, game:choose_all).
---@class Request
---@field prompt? string
---@field options? (OptionId|Option)[] At least one; ids must differ. Give this or `pieces`.
---@field pieces? PieceId[] Short form: each piece is an option whose id is its definition ("#2", "#3" added to repeats).
---@field from? ZoneId Short form: every piece in this zone, as with `pieces`.
---@field min? integer Fewest picks (default 1). With min/max other than 1/1 the answer is a list.
---@field max? integer Most picks (default max(min, 1)).

---One phase of a round (an entry of rules.phases). Give exactly one of
---`step` and `turn`.
---@class Phase
---@field name? string What game:phase() returns (default "phase <n>").
---@field step? fun(game: Game) Runs once per round.
---@field turn? fun(game: Game, seat: Seat) Runs once per turn, for the seat whose turn it is.
---@field done? fun(game: Game): boolean For a turn phase: asked before every turn; true ends the phase. Without it every seat gets one turn.

---A breakdown line: { label, value }.
---@alias BreakdownLine { [1]: string, [2]: number }

---The table rules.lua returns.
---@class Rules
---@field setup? fun(game: Game) Runs once, before the first round.
---@field phases Phase[] The phases of every round, in order.
---@field rounds? integer How many rounds; 0 or nil: until game:end_game().
---@field score fun(game: Game, seat: Seat): number, ...number The score; more return values are tie-breakers, compared in order.
---@field evaluate? fun(game: Game, seat: Seat): number How well the seat stands, in [0, 1], for bots that stop looking ahead (docs/bots.md); default: from the ranking by score.
---@field breakdown? fun(game: Game, seat: Seat): BreakdownLine[] Shown with the results.
---@field features? fun(game: Game, seat: Seat): string[] What the seat played with ("deck swarm", "card cruiser"), for tabula balance.
---@field lower_wins? boolean True when the lowest score wins.
---@field winners? fun(game: Game): Seat[] The winning seats (may be empty); default: those ranked first.

---One scripted choice of a scenario: { seat, id } or { seat, { id, ... } }.
---@alias ScenarioChoice { [1]: Seat, [2]: OptionId|OptionId[] }

---A choice the game must refuse, and optionally text its reason contains.
---@alias ScenarioRefusal { [1]: integer, [2]: OptionId|OptionId[], [3]: string? }

---A request still open when a scenario's check runs.
---@class PendingRequest
---@field seat Seat
---@field prompt string
---@field min integer
---@field max integer
---@field options OptionId[] The ids it offers, in order.

---One scenario of a test file (games/<id>/tests/*.lua returns a list of them).
---Other keys are errors, and a scenario must have a check, refused or hash.
---@class Scenario
---@field name? string Default "scenario <n>".
---@field players? integer Default 2, or the number of seats.
---@field seats? { [1]: string, [2]: string }[] Names and colours; default "Seat 1", ...
---@field seed? integer Default 1.
---@field options? table<string, string|integer|boolean>
---@field choices? ScenarioChoice[] Applied in order.
---@field refused? ScenarioRefusal[] Tried after the choices; each must be refused and change nothing.
---@field bots? boolean Then random bots play the game to its end.
---@field hash? string The state hash expected at the end (16 hex digits).
---@field check? fun(game: Game, pending: PendingRequest[]?) Runs against the final state; raise an error (assert) to fail.

---The game: every rule function gets it as its first argument. Call its
---functions with a colon: game:move(card, hand), never game.move(...).
---@class Game
local Game = {}

-- Seats, options and flow -----------------------------------------------------

---The number of seats.
---@return integer
function Game:players() end

---The name of a seat ("Player 1", "Seat 2", ...).
---@param seat Seat
---@return string
function Game:seat_name(seat) end

---The colour of a seat ("red", "blue", ...).
---@param seat Seat
---@return string
function Game:seat_color(seat) end

---The value of a game option declared in game.toml: a boolean (type "bool"),
---an integer ("int") or a string ("choice"). Raises for an unknown name.
---@param name string
---@return boolean|integer|string
function Game:option(name) end

---The round number: 0 during setup, then 1, 2, ...
---@return integer
function Game:round() end

---The name of the running phase, or "setup".
---@return string
function Game:phase() end

---The seat whose turn is running, or nil outside a turn.
---@return Seat?
function Game:current() end

---The turn order: a new list of every seat.
---@return Seat[]
function Game:turn_order() end

---Sets the turn order; it must list every seat exactly once. The next turn
---goes to the seat after the last one to play, in the new order.
---@param order Seat[]
function Game:set_turn_order(order) end

---The next turn of the running turn phase goes to `seat` (the winner of a
---trick leads the next one); the turns after it follow the turn order from
---there. Only during a turn.
---@param seat Seat
function Game:set_next_turn(seat) end

---Ends the game once the running step returns; then the rules score it.
function Game:end_game() end

---The one cache rules may keep: `fn(key, players)` runs once per key and
---number of players, apart from any game (no `game`, no randomness, frozen
---values only), and its result is frozen and shared by every game.
---@generic T
---@param key string
---@param fn fun(key: string, players: integer): T
---@return T
function Game:memo(key, fn) end

---Adds a message to the game log, formatted like string.format. Every seat
---reads the log: never log a secret.
---@param format string
---@param ... any
function Game:log(format, ...) end

---A uniform random integer in [lo, hi], from the game's seeded generator.
---@param lo integer
---@param hi integer
---@return integer
function Game:random(lo, hi) end

---Where a data entry was last defined or changed (a mod's file when a mod
---changed it): the file and the line of its [section].
---@param table string a data table declared in game.toml
---@param id string an entry of that table
---@return string file
---@return integer line
function Game:data_source(table, id) end

-- Zones -------------------------------------------------------------------------

---Creates a zone and returns its id.
---@param spec ZoneSpec
---@return ZoneId
function Game:new_zone(spec) end

---The id of the zone `name` of `owner` (or the table zone without owner).
---Raises when there is none.
---@param name string
---@param owner? Seat
---@return ZoneId
function Game:zone(name, owner) end

---Every zone id, in creation order; with a filter, only the zones whose
---properties have all of its values (`game:zones{ x = 2, y = 3 }`).
---@param filter? table<string, PropValue>
---@return ZoneId[]
function Game:zones(filter) end

---A property of the zone, or nil when it was never set.
---@param zone ZoneId
---@param key string
---@return PropValue?
function Game:zone_prop(zone, key) end

---Sets a property of the zone: a boolean, an integer or a string; nil removes it.
---@param zone ZoneId
---@param key string
---@param value PropValue?
function Game:set_zone_prop(zone, key, value) end

---Links two zones as neighbours (spaces next to each other on a board): b
---becomes a neighbour of a, and a of b unless `one_way`. Linking again does nothing.
---@param a ZoneId
---@param b ZoneId
---@param one_way? boolean
function Game:link(a, b, one_way) end

---The zones linked from `zone`, in the order they were linked: a new list.
---@param zone ZoneId
---@return ZoneId[]
function Game:neighbors(zone) end

---Whether `b` is linked from `a`.
---@param a ZoneId
---@param b ZoneId
---@return boolean
function Game:linked(a, b) end

---Puts the zone's pieces in order, bottom (or left) first: by a property or
---data field ("rank"), by several ({"suit", "-rank"}: a leading "-" sorts
---highest first), or by the number or text a function returns for each
---piece. Ties keep their order.
---@param zone ZoneId
---@param by string|string[]|fun(piece: PieceId): (number|string)
function Game:sort(zone, by) end

---How many pieces the zone holds.
---@param zone ZoneId
---@return integer
function Game:count(zone) end

---The pieces of the zone, bottom first (the last one is the top): a new list.
---@param zone ZoneId
---@return PieceId[]
function Game:pieces(zone) end

---The top piece of the zone, or nil when it is empty.
---@param zone ZoneId
---@return PieceId?
function Game:top(zone) end

---The zone's owner, or nil for a table zone.
---@param zone ZoneId
---@return Seat?
function Game:zone_owner(zone) end

---The zone's name.
---@param zone ZoneId
---@return string
function Game:zone_name(zone) end

---Shuffles the zone with the game's seeded generator.
---@param zone ZoneId
function Game:shuffle(zone) end

-- Pieces ------------------------------------------------------------------------

---Creates a piece (on top of `spec.zone`, if given) and returns its id.
---@param spec PieceSpec
---@return PieceId
function Game:new_piece(spec) end

---Creates one piece per entry of `defs` (definition ids, or data records whose
---`id` is used) with the other fields of `spec`; returns their ids.
---@param defs (string|table)[]
---@param spec PieceSpec
---@return PieceId[]
function Game:new_pieces(defs, spec) end

---Moves a piece into a zone: on top (default), at the bottom, or at a
---1-based position from the bottom (1 to count + 1).
---@param piece PieceId
---@param zone ZoneId
---@param position? Position
function Game:move(piece, zone, position) end

---Moves the top piece of `from` onto `to` and returns it (nil when `from` is
---empty). With `n`, moves up to n pieces one at a time and returns the list
---of those moved (shorter, possibly empty, when `from` runs out).
---@param from ZoneId
---@param to ZoneId
---@return PieceId?
---@overload fun(self: Game, from: ZoneId, to: ZoneId, n: integer): PieceId[]
function Game:draw(from, to) end

---Turns a piece over, or with `face_up` puts it on that side.
---@param piece PieceId
---@param face_up? boolean
function Game:flip(piece, face_up) end

---The piece's definition: the id of its data entry ("" if none).
---@param piece PieceId
---@return string
function Game:def(piece) end

---The piece's owner, or nil.
---@param piece PieceId
---@return Seat?
function Game:owner(piece) end

---Sets the piece's owner (nil: no owner).
---@param piece PieceId
---@param owner Seat?
function Game:set_owner(piece, owner) end

---The zone the piece is in, or nil.
---@param piece PieceId
---@return ZoneId?
function Game:zone_of(piece) end

---Whether the piece is face up.
---@param piece PieceId
---@return boolean
function Game:face_up(piece) end

---"card" or "token".
---@param piece PieceId
---@return PieceKind
function Game:kind(piece) end

---A property of the piece, or nil when it was never set.
---@param piece PieceId
---@param key string
---@return PropValue?
function Game:prop(piece, key) end

---Sets a property of the piece: a boolean, an integer or a string; nil removes it.
---@param piece PieceId
---@param key string
---@param value PropValue?
function Game:set_prop(piece, key, value) end

---Lets `seat` see the faces of the pieces (one id or a list) where they lie, hidden from
---everyone else, until their zone is shuffled.
---@param pieces PieceId|PieceId[]
---@param seat Seat
function Game:show(pieces, seat) end

---Whether `seat` may see the piece's face now (by its zone and side, or because it was shown).
---@param piece PieceId
---@param seat Seat
---@return boolean
function Game:sees(piece, seat) end

-- Counters ----------------------------------------------------------------------

---Creates a counter and returns its id.
---@param spec CounterSpec
---@return CounterId
function Game:new_counter(spec) end

---The value of counter `name` of `seat` (or the table counter), on `zone`
---when given, or of the counter with that id (then `seat` and `zone` are ignored).
---@param counter string|CounterId
---@param seat? Seat
---@param zone? ZoneId
---@return integer
function Game:counter(counter, seat, zone) end

---Adds `delta` and returns the new value. Leaving the bounds raises.
---@param counter string|CounterId
---@param delta integer
---@param seat? Seat
---@param zone? ZoneId
---@return integer
function Game:add(counter, delta, seat, zone) end

---Sets the value and returns it. Leaving the bounds raises.
---@param counter string|CounterId
---@param value integer
---@param seat? Seat
---@param zone? ZoneId
---@return integer
function Game:set(counter, value, seat, zone) end

-- Decisions ---------------------------------------------------------------------

---Asks `seat` to pick among the options and waits for the answer (only
---inside a step). Returns the picked id and the piece of the picked option
---(nil if it names none). With min/max other than 1: a list of ids and a
---list of pieces (false where an option names none).
---@param seat Seat
---@param request Request
---@return OptionId|OptionId[] answer
---@return PieceId|nil|(PieceId|false)[] piece
function Game:choose(seat, request) end

---Asks several seats at once (requests keyed by seat) and waits until all
---have answered (only inside a step). Returns the answers and the pieces,
---each keyed by seat and shaped as game:choose returns them.
---@param requests table<Seat, Request>
---@return table<Seat, OptionId|OptionId[]> answers
---@return table<Seat, PieceId|(PieceId|false)[]> pieces
function Game:choose_all(requests) end

-- Globals -----------------------------------------------------------------------

---The game's data tables, read-only. data.<table> is both a list of entries
---in file order (use ipairs) and a map by entry id (data.cards.ogre). Each
---entry has its fields plus `id`.
---@type table<string, any>
data = {}

---Loads `name` (dotted words: "effects", "cards.special") from the game
---folder, or else from the shared library games/lib, once per game, and
---returns what the file returned (true if nothing).
---@param name string
---@return any
function require(name) end
