import { describe, expect, it } from "vitest";
import { imageTypes, typeWords, type UploadRule, videoTypes } from "~/lib/media";

const pictures: UploadRule = { bucket: "projects", types: imageTypes, maxMegabytes: 5 };
const gallery: UploadRule = {
  bucket: "gallery",
  videoBucket: "videos",
  types: [...imageTypes, ...videoTypes],
  maxMegabytes: 50,
};
const videos: UploadRule = { bucket: "videos", types: videoTypes, maxMegabytes: 50 };

describe("the types of an upload rule, in words", () => {
  it("names pictures and videos as people know them, not by MIME type", () => {
    expect(typeWords(pictures)).toBe("JPEG, PNG or WebP pictures");
    expect(typeWords(gallery)).toBe("JPEG, PNG or WebP pictures, or MP4, WebM or MOV videos");
    expect(typeWords(videos)).toBe("MP4, WebM or MOV videos");
  });

  it("reads well for one or two types", () => {
    expect(typeWords({ ...pictures, types: imageTypes.slice(0, 1) })).toBe("JPEG pictures");
    expect(typeWords({ ...pictures, types: imageTypes.slice(0, 2) })).toBe("JPEG or PNG pictures");
  });
});
