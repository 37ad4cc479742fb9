// The yardstick of `npm run bench`: a plain Fastify hello-world in a process of its own, on
// the loopback port given in PORT. Prints "listening" once it accepts connections.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write('listening\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
