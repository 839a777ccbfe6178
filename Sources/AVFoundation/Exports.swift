// AVFoundation's times are Core Media's: `import AVFoundation` brings CMTime as on Apple.
@_exported import CoreMedia
@_exported import QuartzCore
