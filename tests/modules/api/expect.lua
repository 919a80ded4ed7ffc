-- Helpers for the scenario tests in tests/ (not a part of the rules).
local expect = {}

-- Calls fn and asserts that it raises an error containing `text`.
function expect.raises(fn, text)
  local ok, err = pcall(fn)
  assert(not ok, "expected an error containing: " .. text)
  assert(tostring(err):find(text, 1, true), "error was: " .. tostring(err))
end

return expect
