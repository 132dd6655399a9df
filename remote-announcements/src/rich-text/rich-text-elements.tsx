// The renderer moved to shared so the public nomination page shows rich text the same way; the carousel keeps its import.
export { richTextElements } from '@laurel/shared/text';
