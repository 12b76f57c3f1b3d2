import { emptyServiceFormValues, type ServiceFormValues } from "@/domain/services";

/**
 * A service form that passes every rule (texts in English, a price of 150, a category, a featured
 * image with its resized versions and one gallery image); `overrides` changes what a test is about.
 */
export function validServiceForm(overrides: Partial<ServiceFormValues> = {}): ServiceFormValues {
  return {
    ...emptyServiceFormValues(),
    name_en: "AC servicing",
    description_en: "<p>We clean it</p>",
    benefits_en: "<p>Cool air</p>",
    features_en: "<p>Filter check</p>",
    how_to_use_en: "<p>Book a slot</p>",
    price: "150",
    categories: [{ id: 103, title_en: "Home & Kitchen" }],
    featured_image: "https://cdn.test/f.png",
    featured_image_resized: { medium: "https://cdn.test/f_250x250.png", small: "https://cdn.test/f_100x100.png" },
    images: ["https://cdn.test/1.png"],
    ...overrides,
  };
}
