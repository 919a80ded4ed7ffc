-- Test positions (see presets.lua for the spec).
return {
}
