#!/usr/bin/python3
"""The list-flick scene (Sources/Gallery/ListFlickScene.swift) written with Qt Quick, for the
lists race in scripts/race: a QML ListView of 10,000 rows in a 400x720 window, each a
40x40 coloured circle, a title, a smaller grey subtitle, a chevron and a separator; contentY
moved 3,600 points a second by a FrameAnimation, wrapping at the end. Prints "frame t=SECONDS"
after each frame is swapped. Run with QT_QUICK_BACKEND=software (Qt Quick's CPU scene graph)
and QT_QPA_PLATFORM=wayland.

Usage: list-qt.py [ROWS]
"""
import sys
import time

from PySide6.QtCore import QUrl
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickView

QML = """
import QtQuick
Rectangle {
    width: 400; height: 720; color: "white"
    ListView {
        id: list
        anchors.fill: parent
        model: ROWS
        cacheBuffer: 0
        delegate: Item {
            width: ListView.view.width; height: 58
            Rectangle {
                x: 16; y: 9; width: 40; height: 40; radius: 20
                color: Qt.hsva((index % 8) / 8, 0.5, 0.85, 1)
            }
            Column {
                x: 68; y: 10; spacing: 2
                Text { text: "Contact " + index; font.pixelSize: 17 }
                Text { text: "Last seen " + (index % 60) + " minutes ago"; font.pixelSize: 13; color: "#99999e" }
            }
            Text { x: 372; anchors.verticalCenter: parent.verticalCenter; text: "\u203a"; font.pixelSize: 22; color: "#c7c7cc" }
            Rectangle { x: 16; y: 57; width: parent.width - 16; height: 1; color: "#d8d8dc" }
        }
        property real started: -1
        FrameAnimation {
            running: true
            onTriggered: {
                if (list.started < 0) list.started = elapsedTime
                var span = Math.max(1, list.contentHeight - list.height)
                list.contentY = ((elapsedTime - list.started) * 3600) % span
            }
        }
    }
}
"""


def main():
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    app = QGuiApplication([])
    view = QQuickView()
    view.setTitle("list-qt")
    view.setResizeMode(QQuickView.SizeRootObjectToView)
    view.setWidth(400)
    view.setHeight(720)
    view.setSource(QUrl())
    from PySide6.QtQml import QQmlComponent
    component = QQmlComponent(view.engine())
    component.setData(QML.replace("ROWS", str(rows)).encode(), QUrl())
    root = component.create()
    if root is None:
        sys.exit("list-qt: " + component.errorString())
    root.setParentItem(view.contentItem())
    view.frameSwapped.connect(lambda: print(f"frame t={time.monotonic():.4f}", flush=True))
    view.show()
    sys.exit(app.exec())


if __name__ == "__main__":
    main()
