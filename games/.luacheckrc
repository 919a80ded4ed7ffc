-- luacheck settings for game scripts: only what the Tabula sandbox provides.
std = "none"
read_globals = {
  "assert", "error", "ipairs", "pairs", "next", "pcall", "xpcall", "rawequal", "rawlen",
  "rawget", "rawset", "select", "tonumber", "tostring", "type", "setmetatable",
  "getmetatable", "print", "load", "coroutine", "table", "string", "math", "utf8",
  "_VERSION", "_G", "data", "require",
}
max_line_length = 120
