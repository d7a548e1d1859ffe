<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="space" tilewidth="16" tileheight="16" tilecount="48" columns="8">
 <image source="space.png" width="128" height="96"/>
</tileset>
