-- Functions that modules call around a circle: an effect can start a
-- faceoff, a faceoff emits events, an event runs effects. Lua's require
-- cannot load such a circle, so each function is filled in once, while the
-- rules load, by the module that defines it:
--   hooks.emit(game, ev)          events.lua   (something happened: triggers, reactions)
--   hooks.faceoff(game, spec)     faceoff.lua  (runs a faceoff, returns the winner or nil)
-- Nothing changes them during play.
return { emit = false, faceoff = false }
