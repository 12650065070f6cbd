// CSS is applied by the browser build; tests look at roles and text, not styles.
module.exports = {};
