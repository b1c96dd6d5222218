// The bare Fastify hello-world the API throughput is compared against.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
await app.listen({ port: Number(process.env.PORT ?? 3901), host: "127.0.0.1" });
console.log("hello listening");
