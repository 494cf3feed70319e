import { describe, expect, test } from "vitest";
import {
  fieldsDigest,
  pageReadsEnd,
  pageReadsStart,
  trackedBusiness,
} from "../../build/field-reads";

const business = {
  name: "Aerials",
  prices: { skyDishFrom: 80, starlink: { dishFrom: 150 } },
  phone: { main: { number: "01632 960000" }, regional: [{ number: "01632 960101" }] },
};

describe("the fields a page reads of the business", () => {
  const seen = trackedBusiness(business);
  const read = <T>(reading: () => T): { value: T; reads: string[] } => {
    pageReadsStart();
    const value = reading();
    return { value, reads: pageReadsEnd() };
  };

  test("a field read by name is recorded at its path, and a page reads only its own", () => {
    const sky = read(() => seen.prices.skyDishFrom);
    expect(sky).toEqual({
      value: 80,
      reads: ['["prices","skyDishFrom"] value', '["prices"] object'],
    });
    expect(read(() => seen.name).reads).toEqual(['["name"] value']);
  });

  test("a list mapped, a record written out and a field asked for are each read as they are", () => {
    const numbers = read(() => seen.phone.regional.map((line) => line.number));
    expect(numbers.value).toEqual(["01632 960101"]);
    expect(numbers.reads).toContain('["phone","regional","0","number"] value');
    expect(numbers.reads).toContain('["phone","regional","length"] value');
    const json = read(() => JSON.stringify(seen.prices));
    expect(json.value).toBe(JSON.stringify(business.prices));
    expect(json.reads).toContain('["prices"] keys');
    expect(json.reads).toContain('["prices","starlink","dishFrom"] value');
    expect(read(() => "guarantee" in seen).reads).toEqual(['["guarantee"] has']);
  });

  test("an object tested but not read into is read as an object, so its removal is seen", () => {
    expect(read(() => (seen.prices ? "priced" : "")).reads).toEqual(['["prices"] object']);
    const reads = ['["prices"] object'];
    const now = fieldsDigest(business)(reads);
    expect(fieldsDigest({ ...business, prices: { other: 1 } })(reads)).toBe(now);
    expect(fieldsDigest({ ...business, prices: undefined })(reads)).not.toBe(now);
    expect(fieldsDigest({ ...business, prices: [] })(reads)).not.toBe(now);
  });

  test("what is read while no page renders counts for every page after", () => {
    expect(seen.phone.main.number).toBe("01632 960000");
    expect(read(() => seen.name).reads).toEqual([
      '["name"] value',
      '["phone","main","number"] value',
      '["phone","main"] object',
      '["phone"] object',
    ]);
  });

  test("the digest follows the values read, and only them", () => {
    const reads = ['["prices","skyDishFrom"] value', '["guarantee"] has', '["prices"] keys'];
    const now = fieldsDigest(business)(reads);
    expect(fieldsDigest(structuredClone(business))(reads)).toBe(now);
    const otherDish = { ...business, prices: { ...business.prices, skyDishFrom: 85 } };
    expect(fieldsDigest(otherDish)(reads)).not.toBe(now);
    const otherStarlink = {
      ...business,
      prices: { ...business.prices, starlink: { dishFrom: 1 } },
    };
    expect(fieldsDigest(otherStarlink)(reads)).toBe(now);
    expect(fieldsDigest({ ...business, guarantee: "5 years" })(reads)).not.toBe(now);
    expect(fieldsDigest({ ...business, prices: { ...business.prices, ajax: 1 } })(reads)).not.toBe(
      now,
    );
  });
});
