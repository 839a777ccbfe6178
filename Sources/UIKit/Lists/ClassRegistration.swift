import QuartzCore

/// UIKit's registration of a class for reuse, given as `AnyClass?`: nil forgets `key`; a
/// class of another kind than the table holds is refused with `refusal` on stderr (UIKit
/// raises); any other is kept for `key`.
@MainActor
func registerClass<T>(_ cls: AnyClass?, for key: String, in table: inout [String: T], refusal: (AnyClass) -> String) {
    guard let cls else { table[key] = nil; return }
    guard let type = cls as? T else { Diagnostics.warn(refusal(cls)); return }
    table[key] = type
}
