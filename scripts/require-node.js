// Every entry point's first step (package.json's scripts, scripts/start.sh): stops with one sentence when
// this Node.js is not of a line package.json's "engines" supports, before anything loads that could crash
// on it (native modules, ts-node). Written for any Node.js: no syntax newer than the oldest one in use.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, so that any Node.js runs it */
'use strict';

var engines = require('../package.json').engines.node;

/** Whether `version` (22.13.0) satisfies `range`, a union of `^x.y.z` and `>=x.y.z` as "engines" writes it. */
function satisfies(version, range) {
  var actual = version.split('.').map(Number);
  return range.split('||').some(function (alternative) {
    var match = /^\s*(\^|>=)(\d+)\.(\d+)\.(\d+)\s*$/.exec(alternative);
    if (!match) throw new Error('Unsupported "engines" range in package.json: ' + alternative.trim());
    var wanted = [Number(match[2]), Number(match[3]), Number(match[4])];
    if (match[1] === '^' && actual[0] !== wanted[0]) return false;
    for (var i = 0; i < 3; i += 1) {
      if (actual[i] !== wanted[i]) return actual[i] > wanted[i];
    }
    return true;
  });
}

if (require.main === module && !satisfies(process.versions.node, engines)) {
  console.error(
    'Bébé Star needs Node.js 22.13 or later on the 22 line, 24, or 26 and later (package.json "engines": ' +
      engines +
      '), not ' +
      process.versions.node +
      '.',
  );
  process.exit(1);
}

module.exports = { satisfies: satisfies };
