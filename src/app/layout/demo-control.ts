/**
 * Asks one of the embedded mock's demo controls (`/__mock__/...`). Sent with axios, as every API
 * call is, so that a failure is the same failure the app's one error path reads (document 1 §8:
 * the answer's message, "something went wrong" without one or without an answer, a 404 leaves for
 * /not-found); the button then does nothing it would do after a success. axios loads with the
 * click: the header paints without it.
 */
export async function postDemoControl(path: string, body?: unknown): Promise<void> {
  const { default: axios } = await import("axios");
  await axios.post(path, body);
}
