#include "ClassInstantiation.h"
#include <stddef.h>

// The method descriptors of `UIResponder.init()` and `NSObject.init()` (their vtable slots)
// and their classes' nominal type descriptors, by their Swift symbols.
extern const char lamina_responder_init __asm__("$s5UIKit11UIResponderCACycfCTq");
extern const char lamina_responder_class __asm__("$s5UIKit11UIResponderCMn");
extern const char lamina_object_init __asm__("$s10Foundation8NSObjectCACycfCTq");
extern const char lamina_object_class __asm__("$s10Foundation8NSObjectCMn");

extern void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

// An allocating initializer: the metatype is `self`, in Swift's context register.
typedef void *AllocatingInit(const void *metatype __attribute__((swift_context))) __attribute__((swiftcall));

void *lamina_make_instance(const void *metadata, int root) {
    const void *method = root == 0 ? (const void *)&lamina_responder_init : (const void *)&lamina_object_init;
    const void *owner = root == 0 ? (const void *)&lamina_responder_class : (const void *)&lamina_object_class;
    void *implementation = swift_lookUpClassMethod(metadata, method, owner);
    if (implementation == NULL) return NULL;
    return ((AllocatingInit *)implementation)(metadata);
}
