// What both apps' Node servers do alike, apart from the package's browser-safe parts: it runs only
// on Node (node:http servers and sockets), so neither the browser nor the pure parts import it.
export { requestHasBody, SLOW_CLIENT_SERVER_OPTIONS, watchRequestBodies } from './slow-clients'
