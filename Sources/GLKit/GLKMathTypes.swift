/// GLKit's vector and matrix types (Apple: GLKMathTypes.h), as Swift imports Apple's C unions:
/// the elements in a tuple `m` or `v`, with the named views (`m00`…`m33` — column, then row;
/// `x y z w`, `r g b a`, `s t p q`) as properties. Matrices are column-major, as OpenGL takes
/// them (`glUniformMatrix4fv` with transpose false).

public struct GLKVector2: Sendable {
    public var v: (Float, Float)
    public init() { v = (0, 0) }
    public init(v: (Float, Float)) { self.v = v }
    /// Element `i`, in memory order.
    public subscript(i: Int) -> Float {
        get {
            precondition(i >= 0 && i < 2, "index \(i) is outside 0..<2")
            return withUnsafeBytes(of: v) { $0.load(fromByteOffset: i * 4, as: Float.self) }
        }
        set {
            precondition(i >= 0 && i < 2, "index \(i) is outside 0..<2")
            withUnsafeMutableBytes(of: &v) { $0.storeBytes(of: newValue, toByteOffset: i * 4, as: Float.self) }
        }
    }
    public var x: Float { get { self[0] } set { self[0] = newValue } }
    public var y: Float { get { self[1] } set { self[1] = newValue } }
    public var s: Float { get { self[0] } set { self[0] = newValue } }
    public var t: Float { get { self[1] } set { self[1] = newValue } }
}

public struct GLKVector3: Sendable {
    public var v: (Float, Float, Float)
    public init() { v = (0, 0, 0) }
    public init(v: (Float, Float, Float)) { self.v = v }
    /// Element `i`, in memory order.
    public subscript(i: Int) -> Float {
        get {
            precondition(i >= 0 && i < 3, "index \(i) is outside 0..<3")
            return withUnsafeBytes(of: v) { $0.load(fromByteOffset: i * 4, as: Float.self) }
        }
        set {
            precondition(i >= 0 && i < 3, "index \(i) is outside 0..<3")
            withUnsafeMutableBytes(of: &v) { $0.storeBytes(of: newValue, toByteOffset: i * 4, as: Float.self) }
        }
    }
    public var x: Float { get { self[0] } set { self[0] = newValue } }
    public var y: Float { get { self[1] } set { self[1] = newValue } }
    public var z: Float { get { self[2] } set { self[2] = newValue } }
    public var r: Float { get { self[0] } set { self[0] = newValue } }
    public var g: Float { get { self[1] } set { self[1] = newValue } }
    public var b: Float { get { self[2] } set { self[2] = newValue } }
    public var s: Float { get { self[0] } set { self[0] = newValue } }
    public var t: Float { get { self[1] } set { self[1] = newValue } }
    public var p: Float { get { self[2] } set { self[2] = newValue } }
}

public struct GLKVector4: Sendable {
    public var v: (Float, Float, Float, Float)
    public init() { v = (0, 0, 0, 0) }
    public init(v: (Float, Float, Float, Float)) { self.v = v }
    /// Element `i`, in memory order.
    public subscript(i: Int) -> Float {
        get {
            precondition(i >= 0 && i < 4, "index \(i) is outside 0..<4")
            return withUnsafeBytes(of: v) { $0.load(fromByteOffset: i * 4, as: Float.self) }
        }
        set {
            precondition(i >= 0 && i < 4, "index \(i) is outside 0..<4")
            withUnsafeMutableBytes(of: &v) { $0.storeBytes(of: newValue, toByteOffset: i * 4, as: Float.self) }
        }
    }
    public var x: Float { get { self[0] } set { self[0] = newValue } }
    public var y: Float { get { self[1] } set { self[1] = newValue } }
    public var z: Float { get { self[2] } set { self[2] = newValue } }
    public var w: Float { get { self[3] } set { self[3] = newValue } }
    public var r: Float { get { self[0] } set { self[0] = newValue } }
    public var g: Float { get { self[1] } set { self[1] = newValue } }
    public var b: Float { get { self[2] } set { self[2] = newValue } }
    public var a: Float { get { self[3] } set { self[3] = newValue } }
    public var s: Float { get { self[0] } set { self[0] = newValue } }
    public var t: Float { get { self[1] } set { self[1] = newValue } }
    public var p: Float { get { self[2] } set { self[2] = newValue } }
    public var q: Float { get { self[3] } set { self[3] = newValue } }
}

public struct GLKMatrix2: Sendable {
    /// The elements, column by column.
    public var m: (Float, Float, Float, Float)
    public init() { m = (0, 0, 0, 0) }
    public init(m: (Float, Float, Float, Float)) { self.m = m }
    /// Element `i`, in memory order.
    public subscript(i: Int) -> Float {
        get {
            precondition(i >= 0 && i < 4, "index \(i) is outside 0..<4")
            return withUnsafeBytes(of: m) { $0.load(fromByteOffset: i * 4, as: Float.self) }
        }
        set {
            precondition(i >= 0 && i < 4, "index \(i) is outside 0..<4")
            withUnsafeMutableBytes(of: &m) { $0.storeBytes(of: newValue, toByteOffset: i * 4, as: Float.self) }
        }
    }
    public var m00: Float { get { self[0] } set { self[0] = newValue } }
    public var m01: Float { get { self[1] } set { self[1] = newValue } }
    public var m10: Float { get { self[2] } set { self[2] = newValue } }
    public var m11: Float { get { self[3] } set { self[3] = newValue } }
}

public struct GLKMatrix3: Sendable {
    /// The elements, column by column.
    public var m: (Float, Float, Float, Float, Float, Float, Float, Float, Float)
    public init() { m = (0, 0, 0, 0, 0, 0, 0, 0, 0) }
    public init(m: (Float, Float, Float, Float, Float, Float, Float, Float, Float)) { self.m = m }
    /// Element `i`, in memory order.
    public subscript(i: Int) -> Float {
        get {
            precondition(i >= 0 && i < 9, "index \(i) is outside 0..<9")
            return withUnsafeBytes(of: m) { $0.load(fromByteOffset: i * 4, as: Float.self) }
        }
        set {
            precondition(i >= 0 && i < 9, "index \(i) is outside 0..<9")
            withUnsafeMutableBytes(of: &m) { $0.storeBytes(of: newValue, toByteOffset: i * 4, as: Float.self) }
        }
    }
    public var m00: Float { get { self[0] } set { self[0] = newValue } }
    public var m01: Float { get { self[1] } set { self[1] = newValue } }
    public var m02: Float { get { self[2] } set { self[2] = newValue } }
    public var m10: Float { get { self[3] } set { self[3] = newValue } }
    public var m11: Float { get { self[4] } set { self[4] = newValue } }
    public var m12: Float { get { self[5] } set { self[5] = newValue } }
    public var m20: Float { get { self[6] } set { self[6] = newValue } }
    public var m21: Float { get { self[7] } set { self[7] = newValue } }
    public var m22: Float { get { self[8] } set { self[8] = newValue } }
}

public struct GLKMatrix4: Sendable {
    /// The elements, column by column.
    public var m: (Float, Float, Float, Float, Float, Float, Float, Float, Float, Float, Float, Float, Float, Float, Float, Float)
    public init() { m = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0) }
    public init(m: (Float, Float, Float, Float, Float, Float, Float, Float, Float, Float, Float, Float, Float, Float, Float, Float)) { self.m = m }
    /// Element `i`, in memory order.
    public subscript(i: Int) -> Float {
        get {
            precondition(i >= 0 && i < 16, "index \(i) is outside 0..<16")
            return withUnsafeBytes(of: m) { $0.load(fromByteOffset: i * 4, as: Float.self) }
        }
        set {
            precondition(i >= 0 && i < 16, "index \(i) is outside 0..<16")
            withUnsafeMutableBytes(of: &m) { $0.storeBytes(of: newValue, toByteOffset: i * 4, as: Float.self) }
        }
    }
    public var m00: Float { get { self[0] } set { self[0] = newValue } }
    public var m01: Float { get { self[1] } set { self[1] = newValue } }
    public var m02: Float { get { self[2] } set { self[2] = newValue } }
    public var m03: Float { get { self[3] } set { self[3] = newValue } }
    public var m10: Float { get { self[4] } set { self[4] = newValue } }
    public var m11: Float { get { self[5] } set { self[5] = newValue } }
    public var m12: Float { get { self[6] } set { self[6] = newValue } }
    public var m13: Float { get { self[7] } set { self[7] = newValue } }
    public var m20: Float { get { self[8] } set { self[8] = newValue } }
    public var m21: Float { get { self[9] } set { self[9] = newValue } }
    public var m22: Float { get { self[10] } set { self[10] = newValue } }
    public var m23: Float { get { self[11] } set { self[11] = newValue } }
    public var m30: Float { get { self[12] } set { self[12] = newValue } }
    public var m31: Float { get { self[13] } set { self[13] = newValue } }
    public var m32: Float { get { self[14] } set { self[14] = newValue } }
    public var m33: Float { get { self[15] } set { self[15] = newValue } }
}
