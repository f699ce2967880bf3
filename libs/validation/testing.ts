// `@cc/validation/testing`: inputs the forms and the API must refuse alike, kept out of the main entry.
export * from './src/testing/refused-inputs';
