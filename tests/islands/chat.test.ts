import { expect, test } from "vitest";
import { chatFaq as faq } from "../../site/generated/chat-faq";
import { bestAnswer } from "../../site/islands/chat/answer";

test("the chat's answers are the 18 FAQ items of templates/chat.yaml, worded for anyone", () => {
  expect(faq).toHaveLength(18);
  expect(faq[0]!.question).toBe("How quickly can you fit a new TV aerial in your area?");
  for (const item of faq) expect(`${item.question} ${item.answer}`).not.toMatch(/\{\{|\}\}/);
});

test.each([
  ["my freeview keeps pixelating", "Why does my Freeview keep pixelating or freezing?"],
  [
    "do I need planning permission for a dish",
    "Do I need planning permission for a satellite dish in your area?",
  ],
  ["is starlink worth it", "Is Starlink worth it in your area?"],
  ["is there a call out charge?", "What does it cost for you to come and look?"],
])("%s", (question, want) => {
  expect(bestAnswer(question, faq)?.question).toBe(want);
});

test("no fair match: no answer, so the widget hands over to a person", () => {
  expect(bestAnswer("what is the capital of France", faq)).toBeUndefined();
  expect(bestAnswer("the and of", faq)).toBeUndefined();
});
