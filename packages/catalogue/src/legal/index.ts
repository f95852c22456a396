// The legal and support texts, shared by the public web pages and the app's own screens. Plain data with
// no imports from outside this folder, like the FAQ, so the web app reads it at no cost.
export * from './document';
export * from './privacy';
export * from './support';
export * from './terms';
