import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AUTH_MESSAGES, GENERAL_MESSAGES } from '@qmj/contracts';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('platform', () => {
  it('reports health without a session', async () => {
    const response = await t.http().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: process.env.DB === 'mysql' ? 'mysql' : 'sqlite' });
  });

  it('answers unknown routes with a JSON 404', async () => {
    for (const path of ['/api/no-such-thing', '/api/health/extra', '/not-the-api']) {
      const response = await t.http().get(path);
      expect(response.status).toBe(404);
      expect(response.type).toBe('application/json');
      expect(response.body).toEqual({ statusCode: 404, message: expect.any(String), error: 'Not Found' });
    }
    expect((await t.http().get('/not-the-api')).body.message).toBe(GENERAL_MESSAGES.notFound);
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const response = await t
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"username": "demo",');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'The request body is not valid JSON.',
      error: 'Bad Request',
    });
  });

  it('answers an oversized body with 413', async () => {
    const response = await t
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' }));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      statusCode: 413,
      message: 'The request body is too large.',
      error: 'Payload Too Large',
    });
  });

  it('never answers 500 for odd bodies', async () => {
    for (const body of ['[]', '"text"', 'null', '123']) {
      const response = await t.http().post('/api/auth/login').set('Content-Type', 'application/json').send(body);
      expect(response.status).toBe(400);
    }
    const form = await t.http().post('/api/auth/login').type('form').send('username=&password=');
    expect(form.status).toBe(400);
    expect(form.body.message).toBe(AUTH_MESSAGES.fillBoth);
  });

  it('sets security headers and CORS for the configured origins only', async () => {
    const allowed = await t.http().get('/api/health').set('Origin', 'http://localhost:4000');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:4000');
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    const foreign = await t.http().get('/api/health').set('Origin', 'http://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document', async () => {
    const response = await t.http().get('/api/docs-json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/me', '/api/health']),
    );
    expect((await t.http().get('/api/docs')).status).toBe(200);
  });

  it('subscribes to the newsletter idempotently', async () => {
    for (const email of ['fan@example.com', 'FAN@example.com ']) {
      const response = await t.http().post('/api/newsletter').send({ email });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ message: GENERAL_MESSAGES.newsletterThanks });
    }
    const bad = await t.http().post('/api/newsletter').send({ email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(AUTH_MESSAGES.emailInvalid);
  });
});
