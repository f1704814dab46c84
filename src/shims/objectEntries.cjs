/* global module */
// node-polyglot asks for the `object.entries` polyfill, which brings about 4 KB of
// get-intrinsic machinery into the first bundle; every supported browser has Object.entries.
module.exports = Object.entries;
