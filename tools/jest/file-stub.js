// Images resolve to a URL string in the build; any string will do in tests.
module.exports = 'test-file-stub';
