// Server-only code (never in a browser bundle): the completion route handler arrives here.
export {};
