#ifndef LAMINA_CLASS_INSTANTIATION_H
#define LAMINA_CLASS_INSTANTIATION_H

/// Makes an instance of a subclass of UIKit's UIResponder (or of Foundation's NSObject) from
/// its class metadata alone, calling the subclass's own `init()` — what Objective-C's
/// `[[cls alloc] init]` does for UIKit on Apple platforms when it makes the app's delegates.
///
/// Swift cannot spell this for a non-final class whose `init()` is not `required` (the Xcode
/// templates' `class AppDelegate: UIResponder, UIApplicationDelegate`), though the
/// initializer is dispatched through the class's vtable: this looks the slot up with the
/// runtime's `swift_lookUpClassMethod` and calls it with the metatype as `self`.
///
/// `root` is 0 for UIResponder, 1 for NSObject. Returns the new object at +1, or NULL when
/// no initializer was found.
void *lamina_make_instance(const void *metadata, int root);

#endif
