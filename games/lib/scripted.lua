-- A stand-in for `game` in scenario checks (docs/lua-api.md, section 6): it
-- passes every call on to the real game, keeps the lines the rules log, and
-- answers the rules' decisions from a script. A check can then run a piece of
-- the rules that asks questions (a check may not call game:choose itself)
-- and read what it logged.
--
--   local scripted = require("scripted")
--   local g = scripted.new(game, { { 1, "pay" }, { 1, { "grey_1", "grey_2", "grey_3" } } })
--   movement.offer_lab(g, 1, zone, "Drop a lab?")
--   assert(g:logged("pays 1 grey"))    -- a line containing this text
--   assert(g:script_done())            -- every answer was used
--
-- Answers are written like scenario choices: { seat, id } or, for a request
-- that picks several, { seat, { id, ... } }; seat 0 answers whichever seat is
-- asked (for a seat order the shuffle decides). A decision the script does
-- not answer, an answer for another seat, or an id the request does not
-- offer raises an error that names the prompt.
local scripted = {}

-- The id of an option as a request gives it (a string, an integer or a table).
local function option_id(option)
  if type(option) == "table" then
    return option.id
  end
  return option
end

local function find(request, id)
  for _, option in ipairs(request.options or {}) do
    if option_id(option) == id then
      return option
    end
  end
  error(string.format("scripted: '%s' is not an option of \"%s\"", tostring(id), tostring(request.prompt)), 4)
end

local function answer(s, seat, request)
  local k = s.next
  local step = s.answers[k]
  if not step then
    error(string.format("scripted: no answer left for seat %d: \"%s\"", seat, tostring(request.prompt)), 4)
  end
  if step[1] ~= seat and step[1] ~= 0 then
    error(string.format("scripted: answer %d is for seat %d, but seat %d is asked \"%s\"", k, step[1], seat,
      tostring(request.prompt)), 4)
  end
  s.next = k + 1
  s.requests[#s.requests + 1] = request
  return step[2]
end

local function choose(s, seat, request)
  if not request.options then
    error("scripted: only requests with 'options' can be answered", 3)
  end
  local id = answer(s, seat, request)
  local min, max = request.min or 1, request.max or 1
  if min == 1 and max == 1 then
    local option = find(request, id)
    return id, type(option) == "table" and option.piece or nil
  end
  if type(id) ~= "table" or #id < min or #id > max then
    error(string.format("scripted: \"%s\" needs %d to %d picks", tostring(request.prompt), min, max), 3)
  end
  local pieces = {}
  for i, pick in ipairs(id) do
    local option = find(request, pick)
    pieces[i] = type(option) == "table" and option.piece or nil
  end
  return id, pieces
end

-- A stand-in for `game` answering from `answers` (a list, see above).
-- `all`, optional, answers game:choose_all: all(requests) returns the picked
-- pieces by seat (a check that runs a simultaneous decision decides there).
function scripted.new(game, answers, all)
  local s = { lines = {}, answers = answers or {}, next = 1, requests = {} }
  local own = {}
  function own.log(_, fmt, ...)
    s.lines[#s.lines + 1] = string.format(fmt, ...)
    game:log(fmt, ...)
  end
  function own.choose(_, seat, request)
    return choose(s, seat, request)
  end
  function own.choose_all(_, requests)
    if not all then
      error("scripted: choose_all needs the third argument of scripted.new", 2)
    end
    return {}, all(requests)
  end
  -- The logged lines, in order.
  function own.lines()
    return s.lines
  end
  -- The first logged line containing `text` (plain text, no pattern), or nil.
  function own.logged(_, text)
    for _, line in ipairs(s.lines) do
      if string.find(line, text, 1, true) then
        return line
      end
    end
    return nil
  end
  -- The requests answered so far, in order (prompt, options, ...).
  function own.requests()
    return s.requests
  end
  -- The label of option `id` in the last answered request that offered it.
  function own.label(_, id)
    for i = #s.requests, 1, -1 do
      for _, option in ipairs(s.requests[i].options) do
        if option_id(option) == id then
          return type(option) == "table" and option.label or tostring(option)
        end
      end
    end
    return nil
  end
  -- True when every answer of the script was used.
  function own.script_done()
    return s.next > #s.answers
  end
  return setmetatable({}, {
    __index = function(_, key)
      if own[key] then
        return own[key]
      end
      local method = game[key]
      return function(_, ...)
        return method(game, ...)
      end
    end,
  })
end

return scripted
