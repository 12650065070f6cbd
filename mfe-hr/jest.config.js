const { frontJestConfig } = require('../tools/jest/front-preset');

module.exports = frontJestConfig(__dirname);
