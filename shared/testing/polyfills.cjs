// react-router 7 needs these in jsdom.
const { TextEncoder, TextDecoder } = require('node:util');
const v8 = require('node:v8');

Object.assign(globalThis, { TextEncoder, TextDecoder });

// Every browser has structuredClone; jest's jsdom window does not. v8's serializer is the same algorithm.
globalThis.structuredClone ??= (value) => v8.deserialize(v8.serialize(value));
