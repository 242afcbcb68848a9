// What a stylesheet's import gives under Jest (jest.config.js): nothing; the browser reads the rules.
export {};
