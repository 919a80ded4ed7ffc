// Shared by the decision binding files (ldecision*.cpp).
#pragma once

#include "lua/largs.hpp"

namespace tabula::lua {

// Reads the request spec at idx (by_seat: the table of specs by seat, as
// game:choose_all takes it) into `d`, whose requests already hold the seat
// for game:choose. Runs in a protected call: returns its status, with the
// error message pushed on failure. On success `d` has room for the answers.
int ldecision_build(lua_State* L, int idx, Decision& d, bool by_seat);
// Registers what ldecision_build runs (once per state).
void ldecision_openbuild(lua_State* L);
// An option's id as the rules gave it (an integer id comes back an integer),
// and its piece (false for none, so that a list of pieces stays a sequence).
void ldecision_pushid(lua_State* L, const Option& o);
void ldecision_pushpiece(lua_State* L, const Option& o);

}  // namespace tabula::lua
