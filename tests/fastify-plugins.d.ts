/** Fastify decorations of the plugins the server uses that the tests call (`app.swagger()`); the server's own come with its declarations. */
import '@fastify/swagger';
